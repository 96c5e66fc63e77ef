// A deliberately small vCard reader, written from RFC 2426/6350 and sharing no code with the
// generator, so that a test reading a card back checks the generator against the spec.

export interface VcardProperty {
  name: string;
  /** Parameter names in upper case; `TYPE=CELL,VOICE` and `TYPE=CELL;TYPE=VOICE` both give ['CELL', 'VOICE']. */
  params: Record<string, string[]>;
  /** The value exactly as written (after unfolding), still escaped. */
  raw: string;
}

/** Undoes folding: a CRLF followed by one space or tab is removed (RFC 6350 §3.2). */
export function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

export function parseVcard(text: string): VcardProperty[] {
  return unfold(text).map(parseLine);
}

function parseLine(line: string): VcardProperty {
  const colon = valueColon(line);
  if (colon < 0) throw new Error(`vCard line without a value: ${line}`);
  const [nameWithGroup = '', ...paramTexts] = splitParams(line.slice(0, colon));
  const name = (nameWithGroup.split('.').pop() ?? '').toUpperCase();
  const params: Record<string, string[]> = {};
  for (const paramText of paramTexts) {
    const equals = paramText.indexOf('=');
    // vCard 2.1 allowed bare types ("TEL;CELL"); read them as TYPE values.
    const key = equals < 0 ? 'TYPE' : paramText.slice(0, equals).toUpperCase();
    const values = equals < 0 ? [paramText] : paramText.slice(equals + 1).split(',');
    params[key] = [...(params[key] ?? []), ...values.map(unquote)];
  }
  return { name, params, raw: line.slice(colon + 1) };
}

/** The first ':' that is not inside a quoted parameter value. */
function valueColon(line: string): number {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) return i;
  }
  return -1;
}

function splitParams(head: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of head) {
    if (char === '"') quoted = !quoted;
    if (char === ';' && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  return value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/** Text value: \\ \, \; \n and \N are the only escapes. */
export function unescapeText(raw: string): string {
  return raw.replace(/\\([\\,;nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

/** Structured value (N, ADR, ORG): split on the ';' that are not escaped, then unescape each part. */
export function components(raw: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i];
    if (char === '\\' && i + 1 < raw.length) {
      current += char + raw[i + 1];
      i++;
    } else if (char === ';') {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map(unescapeText);
}

/** The properties with this name, optionally only those whose TYPE includes `type`. */
export function properties(card: VcardProperty[], name: string, type?: string): VcardProperty[] {
  return card.filter(
    (property) =>
      property.name === name.toUpperCase() &&
      (type === undefined || (property.params.TYPE ?? []).some((value) => value.toUpperCase() === type.toUpperCase())),
  );
}

/** The single property with this name (and type); throws when there is none or more than one. */
export function property(card: VcardProperty[], name: string, type?: string): VcardProperty {
  const found = properties(card, name, type);
  const [only] = found;
  if (found.length !== 1 || only === undefined) {
    throw new Error(`expected one ${name}${type ? ` (${type})` : ''}, found ${found.length}`);
  }
  return only;
}
