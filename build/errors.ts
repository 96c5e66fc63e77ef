// Every error the build can raise, in one catalogue. Each says what happened, where, and what
// to do; a class of error lists every instance it found before the build stops.

export class BuildError extends Error {
  constructor(
    readonly title: string,
    readonly problems: string[],
    readonly hint: string,
  ) {
    super(`${title}\n${problems.map((p) => `  - ${p}`).join('\n')}\n  ${hint}`);
    this.name = 'BuildError';
  }
}

export const errors = {
  invalidContent: (problems: string[]) =>
    new BuildError(
      `Invalid content (${problems.length})`,
      problems,
      'Fix each field named above in its file; the schema next to the data says what is allowed.',
    ),
  forbiddenMarkup: (problems: string[], allowed: string) =>
    new BuildError(
      `Markdown that cannot be published (${problems.length})`,
      problems,
      `Allowed: ${allowed}. Write the rest in Markdown, or take it out: a link to another site starts with https://, an image is placed by the page, not the text.`,
    ),
  markdownBounds: (problems: string[]) =>
    new BuildError(
      `Markdown past the bounds the build reads (${problems.length})`,
      problems,
      'Each file is read within bounds of size and shape (README, "How much a text may hold"), so that no text can stall or crash the build: split a file past the size or the lines named, nest quotes and lists less deep, shorten a long list item or table, put a blank line in a paragraph or list thick with * or _, a space in a long run of characters, and use a reference with a long title less often. Where marked could not read a text, rewrite what its odd lines hold (tabs, a marker alone).',
    ),
  duplicateEntries: (problems: string[]) =>
    new BuildError(
      `Entries that must differ (${problems.length})`,
      problems,
      "Each of these fields names one entry (its page's address, say): give one of the two files another value.",
    ),
  invalidRoutes: (problems: string[]) =>
    new BuildError(
      `Invalid routes (${problems.length})`,
      problems,
      'Each page file exports a default component and a `head`; a template page ([param] in its name) also exports `routes()`.',
    ),
  invalidIslandProps: (problems: string[]) =>
    new BuildError(
      `Island props that cannot be sent to the browser (${problems.length})`,
      problems,
      'Island props must be plain JSON (strings, numbers, booleans, null, arrays, plain objects): pass data, and let the island define behaviour.',
    ),
  unknownIsland: (page: string, name: string) =>
    new BuildError(
      'Not an island',
      [`${page} -> <Island of={${name}}>: ${name} is not the default export of a file in islands/`],
      'Move the component to islands/<Name>.tsx as its default export, or render it without <Island>.',
    ),
  nestedIsland: (page: string, outer: string, inner: string) =>
    new BuildError(
      'Nested islands',
      [`${page} -> <Island of={${inner}}> is rendered inside the island ${outer}`],
      `Render ${inner} directly inside ${outer}: the outer island already hydrates it.`,
    ),
  sharedInIsland: (page: string, island: string, cache: string) =>
    new BuildError(
      'Shared markup inside an island',
      [`${page} -> <Shared cache="${cache}"> is rendered inside the island ${island}`],
      `An island hydrates what it renders: render that markup without <Shared>, or move <Shared> out of ${island}.`,
    ),
  sharedDiffers: (cache: string, first: string, now: string) =>
    new BuildError(
      'Shared markup that differs between pages',
      [`<Shared cache="${cache}"> renders other markup on ${now} than on ${first}`],
      'Put what the markup depends on into `cache` (e.g. cache={`header ${section}`}), or render it without <Shared>.',
    ),
  images: (problems: string[]) =>
    new BuildError(
      `Images that cannot be shown (${problems.length})`,
      problems,
      'Put the image in content/images/ under the path the page names, and give it an alt text.',
    ),
  missingImages: (problems: string[]) =>
    new BuildError(
      `Images that do not exist (${problems.length})`,
      problems,
      'Put the image in the folder named, under that very path, or correct the path in the file named.',
    ),
  smallImages: (problems: string[]) =>
    new BuildError(
      `Images too small to show sharp (${problems.length})`,
      problems,
      'Replace each image with a version at least as wide as its page needs (the original file from the camera or the photographer: one sent by e-mail or a messaging app is often shrunk), or choose another picture.',
    ),
  unreadableImages: (problems: string[]) =>
    new BuildError(
      `Images that cannot be decoded (${problems.length})`,
      problems,
      'Each file named is damaged or not the format its name says: export it again (JPEG or PNG) under the same name, or delete it if nothing uses it.',
    ),
  hostSettings: (problems: string[]) =>
    new BuildError(
      `Host settings the examples cannot write (${problems.length})`,
      problems,
      'In site.config.ts, write plain paths (/like/this: no space, quote, *, ?, #, {, }, ;, $ or %) and plain media types (type/subtype): the _headers file and the nginx and Apache examples copy them as they are.',
    ),
  missingHead: (file: string) =>
    new BuildError(
      'A page without its title or description',
      [`${file}: head needs a title and a description`],
      'Export `head` from the page file with a title and a description, neither empty: the description is what search engines show under the title.',
    ),
  renderFailed: (problems: string[]) =>
    new BuildError(`Pages that failed to render (${problems.length})`, problems, 'Fix the error in the page or component named above.'),
  brokenLinks: (problems: string[]) =>
    new BuildError(
      `Broken links (${problems.length})`,
      problems,
      'Point each link at a page or file that the build writes (pages/ or public/), or fix the #fragment to an id on the target page.',
    ),
  badImages: (problems: string[]) =>
    new BuildError(
      `Images without alt, width or height (${problems.length})`,
      problems,
      'Give every <img> an alt text (alt="" only for pure decoration) and its intrinsic width and height, so nothing shifts while it loads.',
    ),
  headings: (problems: string[]) =>
    new BuildError(`Pages without exactly one <h1> (${problems.length})`, problems, 'Give each page one <h1>, its main title; use <h2>… below it.'),
  duplicateIds: (problems: string[]) =>
    new BuildError(
      `Ids used twice on a page (${problems.length})`,
      problems,
      'An id names one element of its page: a #link, a <label for> or an aria-labelledby reaches only the first. Give each of those elements an id of its own in the page or component that writes it, or remove the one nothing points at.',
    ),
  budgets: (problems: string[]) =>
    new BuildError(
      `Size budgets exceeded (${problems.length})`,
      problems,
      'Shrink what grew (lighter trigger, smaller dependency, less markup) or change the budget in site.config.ts with a reason.',
    ),
  browserList: (message: string) =>
    new BuildError(
      'The browser list cannot be read',
      [`browserslist: ${message}`],
      'Write the queries in the "browserslist" field of package.json (or in .browserslistrc, or the BROWSERSLIST variable) as Browserslist knows them: https://browsersl.ist lists them.',
    ),
  bundle: (problems: string[]) =>
    new BuildError(`Bundling failed (${problems.length})`, problems, 'Fix the code at the file and line named above.'),
  busy: (outDir: string, holder: string) =>
    new BuildError(
      'Another build is still writing the output folder',
      [`${outDir}: held by ${holder}`],
      'Wait for that build to finish, or stop it (Ctrl-C); a build that was killed releases the folder by itself.',
    ),
  foreignOutput: (outDir: string, why: string, usual: string) =>
    new BuildError(
      'Not a folder a build may replace',
      [`${outDir}: ${why}`],
      `Nothing was moved or written. A build replaces its output folder whole: build into ${usual} (the default), or give --out a new or empty folder outside the site's sources (e.g. --out ../site-built).`,
    ),
  linksOutside: (problems: string[]) =>
    new BuildError(
      `Symbolic links that leave the site (${problems.length})`,
      problems,
      'A file the build publishes must be inside the site: copy the file into the folder instead of linking to it, or delete the link.',
    ),
  dotfiles: (files: string[]) =>
    new BuildError(
      `Files not published (${files.length})`,
      files,
      'Names starting with "." (.env, .htaccess, .git/...) are never copied to the output, except under public/.well-known/: move a file meant for visitors to another name, and keep secrets out of public/.',
    ),
  securityTxt: (problems: string[]) =>
    new BuildError(
      'security.txt needs a new Expires date',
      problems,
      'Move its Expires date forward (RFC 9116: less than a year ahead) where the site keeps it, and build again.',
    ),
  outsideRender: (what: string, fix: string) =>
    new BuildError('Used outside a build', [what], fix),
  unknownEntry: (collection: string, id: string) =>
    new BuildError(
      'No such entry',
      [`${collection} has no entry "${id}"`],
      `An entry's id is its file's name without .md under ${collection}/: check the spelling, or use .all() to list them.`,
    ),
  writeFailed: (outDir: string, cause: unknown) =>
    new BuildError(
      'The output could not be written',
      [`${outDir}: ${(cause as Error).message ?? cause}`],
      'Free some disk space or fix the folder\'s permissions, then build again: the previous site is still in place, whole.',
    ),
};

/**
 * Errors found in several places (one per collection, say) as one: the first kind found, with
 * every instance of that kind (an entry of the catalogue is known by its hint).
 */
export function firstKind(found: BuildError[]): BuildError {
  const [first] = found as [BuildError];
  const problems = found.filter((e) => e.hint === first.hint).flatMap((e) => e.problems);
  return new BuildError(first.title.replace(/\(\d+\)$/, `(${problems.length})`), problems, first.hint);
}

/** Prints a build error the way a person reads it; anything else with its stack. */
export function formatError(error: unknown): string {
  if (error instanceof BuildError) return `\n✗ ${error.message}\n`;
  if (error instanceof Error) return `\n✗ ${error.stack ?? error.message}\n`;
  return `\n✗ ${String(error)}\n`;
}
