// Step 5: every collection read and validated before any page renders, from the Markdown read
// ahead during step 2; the content cache saved for the next build.
import { BuildError, firstKind } from '../errors.ts';
import type { BuildContext } from './context.ts';

/** 5. Every collection loaded; the first class of problem fails the build, every instance of it listed. */
export async function loadContent(b: BuildContext): Promise<void> {
  const { content, reading } = b.underway;
  await reading;
  const found: BuildError[] = [];
  for (const collection of b.config.collections) {
    try {
      collection.load(b.root, content, b.site.codeVersion, b.config.siteUrl);
    } catch (error) {
      if (error instanceof BuildError) found.push(error);
      else throw error;
    }
  }
  if (found.length) throw firstKind(found);
  content.save();
}
