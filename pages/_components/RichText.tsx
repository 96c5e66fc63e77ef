import { Fragment, type ReactNode } from 'react';
import { INLINE_LINK } from '../../content/legal.ts';
import { Email } from './Unbroken.tsx';

// An ordinal as French prints it, its letters raised: "1er novembre" -> 1<sup>er</sup> novembre
// (the articles write the same in Markdown, 1<sup>er</sup> mars 1815).
const ORDINAL = /\b(\d+)(er|re|e)\b/g;

/** A run of plain text, its ordinals in superscript. */
function Plain({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(ORDINAL)) {
    parts.push(text.slice(last, m.index) + m[1]!);
    parts.push(<sup key={m.index}>{m[2]}</sup>);
    last = m.index + m[0].length;
  }
  if (last === 0) return <>{text}</>;
  parts.push(text.slice(last));
  return <>{parts}</>;
}

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
          <Plain key={i} text={part} />
        ) : (
          // Another site's page opens in place, as every link of the site does; noopener as the
          // Markdown links get it.
          <a key={i} href={part.href} rel={part.href.startsWith('https:') ? 'noopener' : undefined}>
            {part.href.startsWith('mailto:') && part.label.includes('@') ? <Email address={part.label} whole /> : part.label}
          </a>
        ),
      )}
    </>
  );
}
