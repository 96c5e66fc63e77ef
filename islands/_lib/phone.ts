// Telephone numbers for the contact form, checked with libphonenumber-js's core functions over
// a metadata subset holding only the form's countries (phone-metadata.json, ~3 KB gzip instead
// of ~30 KB for the "min" build). The library's own limits match the spec: 2 to 17 digits in
// the national number, calling codes of up to 3 digits, 250 characters at most.
import { ParseError, parsePhoneNumberWithError, validatePhoneNumberLength, type MetadataJson } from 'libphonenumber-js/core';
import { countryOf, type CountryCode } from './countries.ts';
import subset from './phone-metadata.json';

const metadata = subset as unknown as MetadataJson;

/** The parser's own error codes, plus INVALID: the right length but no such number. */
export type PhoneProblem = 'NOT_A_NUMBER' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_COUNTRY' | 'INVALID_LENGTH' | 'INVALID';

export type PhoneResult =
  | { ok: true; empty: true }
  | { ok: true; empty: false; country: CountryCode; international: string; national: string }
  | { ok: false; problem: PhoneProblem };

export const PHONE_MESSAGES: Record<PhoneProblem, string> = {
  NOT_A_NUMBER: 'Veuillez entrer un numéro de téléphone valide, en chiffres',
  TOO_SHORT: 'Ce numéro de téléphone est trop court',
  TOO_LONG: 'Ce numéro de téléphone est trop long',
  INVALID_COUNTRY: 'Cet indicatif n’est pas proposé\u00a0: choisissez le pays dans la liste',
  INVALID_LENGTH: 'Ce numéro de téléphone n’a pas la bonne longueur pour ce pays',
  INVALID: 'Ce numéro de téléphone n’est pas valide pour le pays choisi',
};

// Digits and the separators people type; letters (vanity numbers) are refused.
const PHONE_CHARS = /^\+?[\d\s().\-/]*$/;

/**
 * Checks what the visitor typed in the national box, for the chosen country. A number typed
 * with its own prefix ("+39 …" or "0039 …") is read as international, whatever the choice.
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
  const options = international || !chosen ? {} : { defaultCountry: chosen.code };
  const length = validatePhoneNumberLength(input, options, metadata);
  if (length) return fail(length);
  try {
    const phone = parsePhoneNumberWithError(input, options, metadata);
    if (!phone.isValid()) return fail('INVALID');
    const found = phone.country && countryOf(phone.country);
    if (!found) return fail('INVALID_COUNTRY');
    const formatted = phone.formatInternational();
    const prefix = `+${phone.countryCallingCode} `;
    return {
      ok: true,
      empty: false,
      country: found.code,
      international: formatted,
      national: formatted.startsWith(prefix) ? formatted.slice(prefix.length) : phone.formatNational(),
    };
  } catch (error) {
    if (error instanceof ParseError) return fail(error.message as PhoneProblem);
    throw error;
  }
}
