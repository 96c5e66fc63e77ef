// What a build may take from the site's folders. A symbolic link under content/ or public/ that
// leads out of the site would publish a file nobody meant to publish (a Markdown file of another
// project, a photo from a home folder): it stops the build, naming the link and where it leads.
// From public/, names starting with "." (.env, .htaccess, .git/) are never published, except
// .well-known/ (RFC 8615), and each one left out is named in a warning.
import { readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { errors } from '../errors.ts';

/** Folders whose files are published or read as content: their links must stay inside the site. */
export const PUBLISHED_FOLDERS = ['content', 'public'];

/**
 * Throws the catalogue's `linksOutside` for every link under `links` (paths relative to `root`,
 * found while the inputs were stamped) that leads out of the site, nowhere, or to a folder that
 * holds it (publishing it would never end). A link to a folder inside the site is followed: a
 * link inside it may lead out in turn.
 */
export function checkLinks(root: string, links: string[]): void {
  const site = realpathSync(root);
  const problems: string[] = [];
  const seen = new Set<string>();
  const check = (rel: string) => {
    let target: string;
    try {
      target = realpathSync(path.join(root, rel));
    } catch {
      return void problems.push(`${rel} -> ${readLink(path.join(root, rel))}: leads nowhere`);
    }
    if (!within(target, site)) return void problems.push(`${rel} -> ${target}: outside the site (${site})`);
    if (seen.has(target) || !statSync(target).isDirectory()) return;
    if (within(realpathSync(path.dirname(path.join(root, rel))), target)) return void problems.push(`${rel} -> ${target}: a folder that holds the link itself`);
    seen.add(target);
    for (const entry of readdirSync(target, { withFileTypes: true })) {
      if (entry.isSymbolicLink() || entry.isDirectory()) check(path.join(rel, entry.name));
    }
  };
  for (const rel of links) if (PUBLISHED_FOLDERS.some((folder) => rel === folder || rel.startsWith(`${folder}${path.sep}`))) check(rel);
  if (problems.length) throw errors.linksOutside(problems);
}

const within = (file: string, dir: string) => file === dir || file.startsWith(dir + path.sep);

function readLink(abs: string): string {
  try {
    return path.resolve(path.dirname(abs), readlinkSync(abs));
  } catch {
    return '?';
  }
}

/** Is this path of public/ published? Dotfiles are not, but what is under a top-level .well-known/. */
export function isPublished(rel: string): boolean {
  const parts = rel.split('/');
  return parts.every((part, i) => !part.startsWith('.') || (i === 0 && part === '.well-known' && parts.length > 1));
}

/**
 * The files of public/ to publish (path relative to it, '/'-separated), following links (which
 * checkLinks has vouched for: none loops), and the dotfiles left out, a folder named once (`.git/`).
 */
export function publicFiles(dir: string): { files: string[]; skipped: string[] } {
  const files: string[] = [];
  const skipped: string[] = [];
  const walk = (rel: string) => {
    let entries;
    try {
      entries = readdirSync(path.join(dir, rel), { withFileTypes: true });
    } catch {
      return; // no public/
    }
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      const isDir = entry.isDirectory() || (entry.isSymbolicLink() && statSync(path.join(dir, child)).isDirectory());
      if (!isPublished(isDir ? `${child}/x` : child)) skipped.push(isDir ? `${child}/` : child);
      else if (isDir) walk(child);
      else files.push(child);
    }
  };
  walk('');
  return { files: files.sort(), skipped: skipped.sort() };
}
