// The contact form's telephone data, cut at build time from libphonenumber-js's "min" metadata
// (83 KB, ~30 KB gzip: too much for the page's 30 KB budget, DESIGN §5). The page gets the list
// of every country as the island's props (HTML, not JavaScript) and the rules of France and
// Monaco with it; any other country's rules are fetched on demand, one small JSON file per
// calling code (pages/telephone/[code].json.ts), when it is chosen or typed.
import { createRequire } from 'node:module';
import type { PhoneCountry, PhoneRules } from '../../islands/_lib/phone.ts';

interface Metadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown[]>;
}

const metadata = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as Metadata;

/** Shown first, in this order: the office's neighbours. France stays the default. */
export const FIRST_COUNTRIES = ['MC', 'FR'];
/** The rules the page carries inline: no fetch for the numbers most visitors type. */
export const INLINE_CALLING_CODES = ['33', '377'];

const names = new Intl.DisplayNames('fr', { type: 'region', fallback: 'none' });

/** Every country the library knows (not the non-geographic codes, +800 and the like), named in French. */
export function phoneCountries(): PhoneCountry[] {
  const all: PhoneCountry[] = [];
  for (const [callingCode, codes] of Object.entries(metadata.country_calling_codes))
    for (const code of codes) if (code !== '001') all.push([code, callingCode, names.of(code) ?? code]);
  const rank = (c: PhoneCountry) => (FIRST_COUNTRIES.includes(c[0]) ? FIRST_COUNTRIES.indexOf(c[0]) : FIRST_COUNTRIES.length);
  return all.sort((a, b) => rank(a) - rank(b) || a[2].localeCompare(b[2], 'fr'));
}

/** The calling codes with at least one country: one file each. */
export function callingCodes(): string[] {
  return Object.entries(metadata.country_calling_codes)
    .filter(([, codes]) => codes.some((c) => c !== '001'))
    .map(([code]) => code);
}

// Where a country's entry keeps its number-type patterns in "min" metadata (version 4).
const TYPES = 11;

/**
 * The rules of the countries sharing one calling code. The "min" metadata keeps number-type
 * patterns only to tell apart countries that share a code (+1, +44, +7); a country alone on its
 * code is checked on its general pattern and lengths, so they are dropped there.
 */
export function phoneRules(callingCode: string): PhoneRules {
  const codes = (metadata.country_calling_codes[callingCode] ?? []).filter((c) => c !== '001');
  if (!codes.length) throw new Error(`libphonenumber-js knows no country with calling code +${callingCode}`);
  const entry = (country: string) => {
    const data = [...metadata.countries[country]!];
    if (codes.length === 1 && data.length > TYPES) data[TYPES] = null;
    while (data.length && data[data.length - 1] == null) data.pop();
    return data;
  };
  return { [callingCode]: Object.fromEntries(codes.map((c) => [c, entry(c)])) };
}

/** The rules the page carries inline. */
export function inlinePhoneRules(): PhoneRules {
  return Object.assign({}, ...INLINE_CALLING_CODES.map(phoneRules)) as PhoneRules;
}
