// Text a browser would break in the wrong place: an e-mail address at a hyphen of its domain
// ("castellar- / foncier.fr" reads as a hyphenated word), a range of hours after its dash (the
// line-breaking rules allow a break after "–" even before an espace insécable), a title's
// hyphenated word (« CONTACTEZ- / NOUS ! »), a link's arrow (Chrome breaks between a word and an
// icon glued to it: « propriétaires / → »).
import type { ReactNode } from 'react';

const RANGE = /(\d{1,2}\u00a0h(?:\u00a0\d{2})?\u00a0–\u00a0\d{1,2}\u00a0h(?:\u00a0\d{2})?)/;
const HYPHENATED = /(\p{L}+(?:-\p{L}+)+)/u;

/** `text` with each run `pattern` captures kept on one line. */
const keepWhole = (text: string, pattern: RegExp) =>
  text.split(pattern).map((part, i) =>
    i % 2 ? (
      <span className="nowrap" key={i}>
        {part}
      </span>
    ) : (
      part
    ),
  );

/** "9 h – 12 h 30 et 14 h – 18 h", each range kept on one line. */
export function Hours({ text }: { text: string }) {
  return <>{keepWhole(text, RANGE)}</>;
}

/**
 * An e-mail address that breaks, if it must, before its @, and never inside its domain. In running
 * text (`whole`), where the column always holds it, it never breaks: it goes to the next line.
 */
export function Email({ address, whole = false }: { address: string; whole?: boolean }) {
  if (whole) return <span className="nowrap">{address}</span>;
  const at = address.indexOf('@');
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      <span className="nowrap">{address.slice(at)}</span>
    </>
  );
}

/**
 * A short title whose hyphenated words stay whole, set small enough on a phone for the longest
 * to fit (« CONTACTEZ-NOUS ! » at 320 px): see .title-whole.
 */
export function WholeWords({ text }: { text: string }) {
  return <span className="title-whole">{keepWhole(text, HYPHENATED)}</span>;
}

/** A link's text and its icon (`after` the text, or before it), the icon kept on the line of the nearest word. */
export function WithIcon({ text, icon, before = false }: { text: string; icon: ReactNode; before?: boolean }) {
  if (before) {
    const at = text.indexOf(' ');
    const end = at < 0 ? text.length : at;
    return (
      <>
        <span className="nowrap">
          {icon}
          {text.slice(0, end)}
        </span>
        {text.slice(end)}
      </>
    );
  }
  const at = text.lastIndexOf(' ') + 1;
  return (
    <>
      {text.slice(0, at)}
      <span className="nowrap">
        {text.slice(at)}
        {icon}
      </span>
    </>
  );
}
