// In the editor's script, in place of build/render/island.tsx: a widget's server markup only (a
// preview is a picture of the page; its widgets never wake up there).
import type { ReactNode } from 'react';

export type Trigger = string;

export function Island({ children }: { children?: ReactNode; of?: unknown; props?: unknown; hydrate?: Trigger }) {
  return <>{children}</>;
}
