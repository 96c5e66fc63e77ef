import { Fragment } from 'react';
import { INLINE_LINK } from '../../content/legal.ts';

/** A text from content/ whose `[label](href)` parts become links (the schema vetted each href). */
export function RichText({ text }: { text: string }) {
  const parts: (string | { label: string; href: string })[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE_LINK)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push({ label: m[1]!, href: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          // Another site's page opens in place, as every link of the site does; noopener as the
          // Markdown links get it.
          <a key={i} href={part.href} rel={part.href.startsWith('https:') ? 'noopener' : undefined}>
            {part.label}
          </a>
        ),
      )}
    </>
  );
}
