// What `npm run cms` checks before the editor's local backend writes anything: a file it may
// write (a Markdown or YAML file of content/ that a collection edits, a picture under
// content/images/), the entry as the build would read it (its collection loaded again with the
// file in place, in a scratch copy: front matter, Markdown, schema, duplicates), and each picture
// through the build's image scan. A refusal is one French sentence the editor shows; nothing is
// written then.
import { cpSync, linkSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as z from 'zod';
import { readSource } from '../build/assets/images.ts';
import { atomicWriteAsync } from '../build/cache/write.ts';
import type { Collection } from '../build/content/collection.ts';
import { articles } from '../content/articles.ts';
import { yamlData } from '../content/_lib/yaml-data.ts';
import { realisations } from '../content/realisations.ts';
import { keyFiguresSchema } from '../content/proof.ts';
import { officeSchema, siteSchema, teamSchema } from '../content/schemas.ts';
import site from '../content/site.ts';

/**
 * `check` with zod's own messages ("Too small…") in French, as the schemas' are; the process's
 * locale is set back after (the build, and other code of the process, keep theirs).
 */
function inFrench<T>(check: () => T): T {
  const { localeError } = z.config();
  z.config(z.locales.fr());
  try {
    return check();
  } finally {
    z.config({ localeError });
  }
}

/** The largest picture the editor takes (the build reads any size; a photo for the site needs far less). */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

export interface DataFile {
  path: string;
  raw: string;
  /** Set when the entry moves (a new slug): decap-server's own writer handles that case. */
  newPath?: string;
}
export interface Asset {
  path: string;
  content: string;
  encoding: string;
}

const folders: Record<string, Collection> = { 'content/articles': articles as Collection, 'content/realisations': realisations as Collection };

/** The YAML files the editor writes, each with its check (the partners also by the whole site's rules). */
const dataFiles: Record<string, (raw: string) => void> = {
  'content/agence.yml': (raw) => void yamlData('content/agence.yml', raw, officeSchema),
  'content/chiffres-cles.yml': (raw) => void yamlData('content/chiffres-cles.yml', raw, keyFiguresSchema),
  'content/equipe.yml': (raw) => {
    const { people } = yamlData('content/equipe.yml', raw, teamSchema);
    const whole = siteSchema.safeParse({ ...site, people });
    if (!whole.success) throw new Error(whole.error.issues.map((i) => `content/equipe.yml -> ${i.path.join('.')}: ${i.message}`).join('\n'));
  },
};

/** Why the build would refuse it, in French, or null. `root`: the site. */
export async function refusal(root: string, files: DataFile[], assets: Asset[]): Promise<string | null> {
  for (const asset of assets) {
    const why = await pictureRefusal(asset);
    if (why) return why;
  }
  for (const file of files) {
    const why = where(file.path) ?? inFrench(() => entryRefusal(root, file));
    if (why) return why;
  }
  return null;
}

/** Only the files the collections edit: never code, never outside content/. */
function where(file: string): string | null {
  const normal = path.posix.normalize(file);
  if (normal !== file || normal.startsWith('/') || normal.startsWith('..')) return `Enregistrement refusé\u00a0: «\u00a0${file}\u00a0» n’est pas un chemin du site.`;
  if (dataFiles[file] || (Object.keys(folders).includes(path.posix.dirname(file)) && /^[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(path.posix.basename(file)))) return null;
  return `Enregistrement refusé\u00a0: l’éditeur ne modifie que les articles, les réalisations et les fichiers YAML de content/, pas «\u00a0${file}\u00a0».`;
}

function entryRefusal(root: string, file: DataFile): string | null {
  try {
    const check = dataFiles[file.path];
    if (check) check(file.raw);
    else loadWith(root, file);
    return null;
  } catch (error) {
    const lines = String((error as Error & { problems?: string[] }).problems?.join('\n') ?? (error as Error).message)
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    return `Enregistrement refusé, le site ne se construirait pas\u00a0: ${lines.join('\u00a0; ')}`;
  }
}

/** The collection of `file` loaded as the build loads it, from a scratch copy of its folder with the file in place. */
function loadWith(root: string, file: DataFile) {
  const dir = path.posix.dirname(file.path);
  const collection = folders[dir]!;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cms-check-'));
  try {
    const target = path.join(scratch, dir);
    mkdirSync(target, { recursive: true });
    for (const name of readdirSync(path.join(root, dir))) {
      if (!name.endsWith('.md') || name === path.posix.basename(file.path)) continue;
      try {
        linkSync(path.join(root, dir, name), path.join(target, name));
      } catch {
        cpSync(path.join(root, dir, name), path.join(target, name));
      }
    }
    writeFileSync(path.join(scratch, file.path), file.raw);
    collection.load(scratch);
  } finally {
    collection.unload();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The build's image scan on an uploaded picture (format, decoding of every pixel, sharp's limit on pixels). */
export async function pictureRefusal(asset: Asset): Promise<string | null> {
  const name = path.posix.basename(asset.path);
  const refuse = (why: string) => `Photo «\u00a0${name}\u00a0» refusée\u00a0: ${why}`;
  if (!asset.path.startsWith('content/images/') || path.posix.normalize(asset.path) !== asset.path) return refuse('elle ne va que dans content/images/.');
  if (!/\.(jpe?g|png)$/i.test(name)) return refuse('seules les photos JPEG (.jpg) et PNG (.png) sont acceptées.');
  const bytes = Buffer.from(asset.content, asset.encoding === 'base64' ? 'base64' : 'utf8');
  if (bytes.length > MAX_UPLOAD_BYTES) return refuse(`elle pèse ${(bytes.length / 1048576).toFixed(1).replace('.', ',')}\u00a0Mo, plus que les 25\u00a0Mo permis\u00a0; exportez-la plus légère.`);
  const read = await readSource(bytes, name);
  if (!(read instanceof Error)) return null;
  if (/pixel limit/i.test(read.message)) return refuse('elle compte plus de 268\u00a0millions de pixels (une image piégée, ou bien trop grande)\u00a0; exportez-la à moins de 8000\u00a0pixels de côté.');
  return refuse(`elle ne se lit pas (fichier abîmé, ou d’un autre format que son nom)\u00a0; exportez-la de nouveau en JPEG ou en PNG. (${read.message.split('\n')[0]})`);
}

/**
 * Writes an entry `refusal` accepted, aside then renamed: the dev server's watcher, a reader of
 * the file or a crash half-way never sees half of it (decap-server truncates the file, then
 * writes it).
 */
export async function writeEntry(root: string, file: DataFile): Promise<void> {
  await atomicWriteAsync(path.join(root, file.path), file.raw);
}

/**
 * Writes a picture `pictureRefusal` accepted, aside then renamed (a watcher never sees half of
 * it); its folder, once made, must still lie under content/images/ (no link out of it).
 */
export async function writePicture(root: string, asset: Asset): Promise<void> {
  const target = path.join(root, asset.path);
  mkdirSync(path.dirname(target), { recursive: true });
  const images = realpathSync(path.join(root, 'content', 'images'));
  const folder = realpathSync(path.dirname(target));
  if (folder !== images && !folder.startsWith(images + path.sep)) throw new Error(`${asset.path}: outside content/images/`);
  await atomicWriteAsync(target, Buffer.from(asset.content, 'base64'));
}
