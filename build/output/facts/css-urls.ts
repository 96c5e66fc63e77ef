// The URLs a style sheet or a style attribute loads, read with CSS Syntax 3's tokens: a url() in
// a comment or a string loads nothing, an escape is read as the character it stands for.
import { asciiLower, isAsciiWhitespace } from './ascii.ts';

/** The URLs a style sheet or a style attribute loads: each url(), and @import's string (CSS Syntax 3's tokens). */
export function cssUrls(text: string): string[] {
  const css = text.replace(/\r\n?|\f/g, '\n').replace(/\0/g, '\uFFFD');
  const urls: string[] = [];
  // After @import, until anything but white space or a comment.
  let importing = false;
  for (let i = 0; i < css.length; ) {
    const c = css[i]!;
    if (c === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      i = close < 0 ? css.length : close + 2;
    } else if (isAsciiWhitespace(c)) i++;
    else if (c === '"' || c === "'") {
      const string = cssString(css, i + 1, c);
      if (importing && string.value !== null) urls.push(string.value);
      importing = false;
      i = string.end;
    } else if (c === '@' || c === '#') {
      const name = cssName(css, i + 1);
      importing = c === '@' && asciiLower(name.value) === 'import';
      i = name.end;
    } else if (startsName(css, i)) {
      const name = cssName(css, i);
      importing = false;
      i = name.end;
      if (css[i] === '(' && isIdentifier(css, name.start) && asciiLower(name.value) === 'url') {
        const found = cssUrl(css, i + 1);
        if (found.value !== null) urls.push(found.value);
        i = found.end;
      }
    } else {
      importing = false;
      i++;
    }
  }
  return urls;
}

const isNameCode = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 45 || code >= 0x80;
/** A name (or a number's digits, which the caller tells apart) starts here: a name character, or an escape. */
const startsName = (css: string, i: number) => i < css.length && (isNameCode(css.charCodeAt(i)) || (css[i] === '\\' && css[i + 1] !== '\n'));
/** The name starting at `start` is an identifier, not a number: no digit first, nor after a first "-". */
const isIdentifier = (css: string, start: number) => !/[0-9]/.test(css[start]!) && !(css[start] === '-' && /[0-9]/.test(css[start + 1] ?? ''));

/** The name (or number) from `start`, escapes decoded; empty when none starts there. */
function cssName(css: string, start: number): { value: string; start: number; end: number } {
  let value = '';
  let i = start;
  while (i < css.length) {
    if (isNameCode(css.charCodeAt(i))) value += css[i++];
    else if (css[i] === '\\' && css[i + 1] !== '\n') {
      const escape = cssEscape(css, i + 1);
      value += escape.value;
      i = escape.end;
    } else break;
  }
  return { value, start, end: i };
}

/** A string's value after its opening quote (null: a bad string, cut by a line break). */
function cssString(css: string, start: number, quote: string): { value: string | null; end: number } {
  let value = '';
  for (let i = start; ; ) {
    const c = css[i];
    if (c === undefined) return { value, end: i };
    if (c === quote) return { value, end: i + 1 };
    if (c === '\n') return { value: null, end: i };
    if (c === '\\') {
      if (i + 1 >= css.length) i++;
      else if (css[i + 1] === '\n') i += 2;
      else {
        const escape = cssEscape(css, i + 1);
        value += escape.value;
        i = escape.end;
      }
    } else {
      value += c;
      i++;
    }
  }
}

/** What follows `url(`: a string, or an unquoted URL up to `)` (null: a bad URL, which loads nothing). */
function cssUrl(css: string, start: number): { value: string | null; end: number } {
  let i = start;
  while (isAsciiWhitespace(css[i])) i++;
  if (css[i] === '"' || css[i] === "'") return cssString(css, i + 1, css[i]!);
  let value = '';
  for (;;) {
    const c = css[i];
    if (c === undefined) return { value, end: i };
    if (c === ')') return { value, end: i + 1 };
    if (isAsciiWhitespace(c)) {
      while (isAsciiWhitespace(css[i])) i++;
      if (css[i] === ')' || css[i] === undefined) return { value, end: css[i] === ')' ? i + 1 : i };
      return badUrl(css, i);
    }
    if (c === '"' || c === "'" || c === '(' || /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(c)) return badUrl(css, i);
    if (c === '\\') {
      if (css[i + 1] === '\n' || i + 1 >= css.length) return badUrl(css, i);
      const escape = cssEscape(css, i + 1);
      value += escape.value;
      i = escape.end;
    } else {
      value += c;
      i++;
    }
  }
}

/** Past the rest of a bad URL: to its `)`, escapes skipped. */
function badUrl(css: string, start: number): { value: null; end: number } {
  let i = start;
  while (i < css.length && css[i] !== ')') i += css[i] === '\\' ? 2 : 1;
  return { value: null, end: Math.min(i + 1, css.length) };
}

/** The character an escape stands for, from just after its backslash. */
function cssEscape(css: string, start: number): { value: string; end: number } {
  const hex = /^[0-9a-fA-F]{1,6}/.exec(css.slice(start, start + 6));
  if (!hex) return { value: css[start] ?? '\uFFFD', end: start + 1 };
  let end = start + hex[0].length;
  if (isAsciiWhitespace(css[end])) end++;
  const code = parseInt(hex[0], 16);
  const valid = code !== 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return { value: valid ? String.fromCodePoint(code) : '\uFFFD', end };
}
