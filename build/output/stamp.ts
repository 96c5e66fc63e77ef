// A file's stamp: its inode, size, and modification and change times, as its stats give them.
// A file whose stamp is the one taken earlier was not replaced, truncated or edited since, and
// its bytes need not be read again. The output tree's records of its files hold one
// (tree.ts), as the image cache's of its variants do (assets/images.ts).
import type { Stats } from 'node:fs';

export interface FileStamp {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
}

export const stampOf = ({ size, mtimeMs, ctimeMs, ino }: Stats): FileStamp => ({ size, mtimeMs, ctimeMs, ino });
