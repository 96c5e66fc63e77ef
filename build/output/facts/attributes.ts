// A plain tag's attributes as the HTML tokenizer has them, read without it: only those the facts
// read, the first of a name, their values decoded (through parse5's tokenizer when they hold
// anything but the character references React writes).
import type * as Parse5 from 'parse5';
import { load } from '../../lazy.ts';
import { READ } from './sources.ts';

/** An attribute of a plain tag (quick.ts): a name alone, or followed by `="value"`. */
const PLAIN_ATTRIBUTE = /[\t\n\f\r ]+([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/g;
/** Values the tokenizer changes: character references, line breaks written CR LF or CR, NUL (U+FFFD). */
const NEEDS_DECODING = /[&\r\0]/;
/** The name of an attribute Facts reads, written in any case. */
const READ_IN_ANY_CASE = new RegExp(`^(?:${[...READ].join('|')})$`, 'i');

/** The attributes Facts reads, first of a name, with their values as the tokenizer has them. */
export function attributesOf(attributes: string): Map<string, string> {
  const read = new Map<string, string>();
  PLAIN_ATTRIBUTE.lastIndex = 0;
  for (let m; (m = PLAIN_ATTRIBUTE.exec(attributes)); ) {
    const name = READ.has(m[1]!) ? m[1]! : READ_IN_ANY_CASE.test(m[1]!) ? m[1]!.toLowerCase() : null;
    if (name === null || read.has(name)) continue;
    const value = m[2] ?? '';
    read.set(name, NEEDS_DECODING.test(value) ? decodeValue(value) : value);
  }
  return read;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** The character references React writes, and numeric ones of characters the tokenizer keeps as they are; or a lone `&`. */
const REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6}));|&/g;
const keptAsIs = (code: number) => (code >= 0x09 && code <= 0x7e) || (code >= 0xa0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff));

/** A value in double quotes as the tokenizer reads it: the usual references here, any other through parse5's. */
function decodeValue(raw: string): string {
  if (raw.includes('\r') || raw.includes('\0')) return parse5Value(raw);
  let usual = true;
  const decoded = raw.replace(REFERENCE, (reference, name?: string, decimal?: string, hex?: string) => {
    if (name) return NAMED[name]!;
    const code = decimal ? parseInt(decimal, 10) : hex ? parseInt(hex, 16) : -1;
    if (keptAsIs(code)) return String.fromCodePoint(code);
    usual = false;
    return reference;
  });
  return usual ? decoded : parse5Value(raw);
}

function parse5Value(raw: string): string {
  const { Tokenizer } = load<typeof Parse5>('parse5');
  let value = '';
  const none = () => {};
  const tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: false },
    {
      onStartTag: (token) => (value = token.attrs[0]?.value ?? ''),
      onEndTag: none,
      onComment: none,
      onDoctype: none,
      onEof: none,
      onCharacter: none,
      onNullCharacter: none,
      onWhitespaceCharacter: none,
    },
  );
  tokenizer.write(`<a x="${raw}">`, true);
  return value;
}
