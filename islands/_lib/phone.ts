// Telephone numbers for the contact form, checked with libphonenumber-js's core functions over
// the rules of the countries needed so far. The page hands over the list of every country and
// the rules of France and Monaco (pages/_lib/phone-data.ts); another country's rules are fetched
// once, when it is chosen or typed (/telephone/<calling code>.json, under 1 KB each), instead of
// shipping the ~30 KB of the whole "min" metadata. The library's own limits match the spec: 2 to
// 17 digits in the national number, calling codes of up to 3 digits, 250 characters at most.
import { ParseError, parsePhoneNumberWithError, validatePhoneNumberLength, type MetadataJson } from 'libphonenumber-js/core';
import { phoneMessages } from '../../content/forms.ts';

/** A country of the list: ISO code, calling code, French name. */
export type PhoneCountry = readonly [code: string, callingCode: string, name: string];
/** The rules of the countries of some calling codes, as "min" metadata writes a country. */
export type PhoneRules = Record<string, Record<string, unknown[]>>;

/** The parser's own error codes, INVALID (the right length but no such number), and PENDING (rules on their way). */
export type PhoneProblem = 'NOT_A_NUMBER' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_COUNTRY' | 'INVALID_LENGTH' | 'INVALID' | 'PENDING';

export type PhoneResult =
  | { ok: true; empty: true }
  | { ok: true; empty: false; country: string; international: string; national: string; e164: string }
  | { ok: false; problem: PhoneProblem; callingCode?: string };

export const PHONE_MESSAGES: Record<PhoneProblem, string> = phoneMessages;

let countries: readonly PhoneCountry[] = [];
const byCode = new Map<string, PhoneCountry>();
const metadata = { version: 4, country_calling_codes: {}, countries: {} } as { version: number; country_calling_codes: Record<string, string[]>; countries: Record<string, unknown[]> };

/** The list of every country, given by the page (the same list on the server and in the browser). */
export function setPhoneCountries(list: readonly PhoneCountry[]) {
  if (list === countries) return;
  countries = list;
  byCode.clear();
  for (const c of list) byCode.set(c[0], c);
}

export const phoneCountries = () => countries;
export const countryOf = (code: string) => byCode.get(code);

/** Adds the rules of some calling codes to those known. */
export function addPhoneRules(rules: PhoneRules) {
  for (const [code, list] of Object.entries(rules)) {
    metadata.country_calling_codes[code] = Object.keys(list);
    Object.assign(metadata.countries, list);
  }
}

/** Forgets every rule loaded (tests start from what a fresh page holds). */
export function clearPhoneRules() {
  metadata.country_calling_codes = {};
  metadata.countries = {};
}

export const hasPhoneRules = (callingCode: string) => callingCode in metadata.country_calling_codes;

/** The calling code a "+" number starts with, among those of the list (they are prefix-free). */
function callingCodeOf(digits: string): string | undefined {
  for (let n = 1; n <= 3; n++) {
    const code = digits.slice(0, n);
    if (countries.some((c) => c[1] === code)) return code;
  }
  return undefined;
}

// Digits and the separators people type; letters (vanity numbers) are refused.
const PHONE_CHARS = /^\+?[\d\s().\-/]*$/;

/**
 * Checks what the visitor typed in the national box, for the chosen country. A number typed
 * with its own prefix ("+34 …" or "0034 …") is read as international, whatever the choice.
 * PENDING (with the calling code) means the rules needed have not been loaded yet.
 */
export function checkPhone(text: string, country: string): PhoneResult {
  const typed = text.trim();
  if (typed === '') return { ok: true, empty: true };
  const input = typed.startsWith('00') ? `+${typed.slice(2)}` : typed;
  if (!PHONE_CHARS.test(input) || !/\d/.test(input)) return { ok: false, problem: 'NOT_A_NUMBER' };

  const international = input.startsWith('+');
  // Without a "+", the country is the chosen one: the parser's INVALID_COUNTRY then means a
  // number that country does not have.
  const fail = (problem: PhoneProblem): PhoneResult => ({ ok: false, problem: problem === 'INVALID_COUNTRY' && !international ? 'INVALID' : problem });
  const chosen = countryOf(country);
  if (!international && !chosen) return { ok: false, problem: 'INVALID_COUNTRY' };
  const callingCode = international ? callingCodeOf(input.replace(/\D/g, '')) : chosen![1];
  if (callingCode && !hasPhoneRules(callingCode)) return { ok: false, problem: 'PENDING', callingCode };
  const options = international ? {} : { defaultCountry: chosen![0] as never };
  const rules = metadata as unknown as MetadataJson;
  const length = validatePhoneNumberLength(input, options, rules);
  if (length) return fail(length);
  try {
    const phone = parsePhoneNumberWithError(input, options, rules);
    if (!phone.isValid()) return fail('INVALID');
    const found = phone.country && countryOf(phone.country);
    if (!found) return fail('INVALID_COUNTRY');
    const formatted = phone.formatInternational();
    const prefix = `+${phone.countryCallingCode} `;
    return {
      ok: true,
      empty: false,
      country: found[0],
      international: formatted,
      national: formatted.startsWith(prefix) ? formatted.slice(prefix.length) : phone.formatNational(),
      e164: phone.number,
    };
  } catch (error) {
    if (error instanceof ParseError) return fail(error.message as PhoneProblem);
    throw error;
  }
}
