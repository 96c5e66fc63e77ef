// The URLs an attribute's value names when it is not one URL: a srcset's candidates, a refresh's
// target (a style sheet's are in css-urls.ts).
import { isAsciiWhitespace, isWhitespaceCode } from './ascii.ts';

/** The URL of each candidate of a srcset (HTML standard, "parse a srcset attribute"; descriptors skipped). */
export function srcsetUrls(value: string): string[] {
  const urls: string[] = [];
  const n = value.length;
  let i = 0;
  for (;;) {
    while (i < n && (isWhitespaceCode(value.charCodeAt(i)) || value.charCodeAt(i) === 44) /* , */) i++;
    if (i >= n) return urls;
    const start = i;
    while (i < n && !isWhitespaceCode(value.charCodeAt(i))) i++;
    if (value.charCodeAt(i - 1) === 44) {
      let end = i - 1;
      while (value.charCodeAt(end - 1) === 44) end--;
      urls.push(value.slice(start, end));
      continue;
    }
    urls.push(value.slice(start, i));
    // Its descriptors run to the next comma outside parentheses.
    for (let open = false; i < n; i++) {
      const c = value.charCodeAt(i);
      if (open) open = c !== 41; /* ) */
      else if (c === 40 /* ( */) open = true;
      else if (c === 44) {
        i++;
        break;
      }
    }
  }
}

/** The URL a <meta http-equiv="refresh"> goes to (HTML standard, "shared declarative refresh steps"), if any. */
export function refreshUrl(content: string): string | undefined {
  let i = 0;
  const skipWhitespace = () => {
    while (isAsciiWhitespace(content[i])) i++;
  };
  skipWhitespace();
  const digits = /^[0-9]*/.exec(content.slice(i))![0];
  i += digits.length;
  if (!digits && content[i] !== '.') return undefined;
  while (/[0-9.]/.test(content[i] ?? '')) i++;
  if (i >= content.length) return undefined;
  if (content[i] !== ';' && content[i] !== ',' && !isAsciiWhitespace(content[i])) return undefined;
  skipWhitespace();
  if (content[i] === ';' || content[i] === ',') i++;
  skipWhitespace();
  if (i >= content.length) return undefined;
  let target = content.slice(i);
  // "url=" is optional; without it, what follows is the URL as it stands.
  const prefix = /^url[\t\n\f\r ]*=[\t\n\f\r ]*/i.exec(target);
  if (prefix) target = target.slice(prefix[0].length);
  const quote = target[0] === '"' || target[0] === "'" ? target[0] : undefined;
  if (quote) {
    target = target.slice(1);
    const close = target.indexOf(quote);
    if (close >= 0) target = target.slice(0, close);
  }
  return target;
}
