// The contact enquiry: the spec's fields, rules and French messages (site-spec §3 and §5). The
// form checks it on every change; what it returns is what gets sent.
//
// Why not zod here: with the phone rules (libphonenumber-js) and Preact, zod/mini's ~5.5 KB gzip
// put /contact at 34.7 KB of JavaScript against a 30 KB budget (DESIGN §5); zod also probes
// `new Function` on its first object parse, which a strict CSP reports as a violation. Each
// field below is a list of checks, the first failing one gives the message.
import { EMAIL_MESSAGE, isEmail } from './email.ts';
import { checkPhone, countryOf, PHONE_MESSAGES } from './phone.ts';
import { CLIENT_TYPES, fieldMessages, NOT_PROVIDED } from '../../content/forms.ts';

export { CLIENT_TYPES, NOT_PROVIDED };

/** The telephone's country until the visitor picks another. */
export const DEFAULT_COUNTRY = 'FR';

export type ClientType = (typeof CLIENT_TYPES)[number];

// The field messages and the lists a visitor reads are in content/forms.ts.
export const MESSAGES = { ...fieldMessages, email: EMAIL_MESSAGE } as const;

export const LIMITS = { nom: [2, 80], prenom: [2, 80], projet: [3, 300], budget: [0, 100], message: [10, 5000] } as const;

/** The enquiry once valid: every text trimmed, the profile and the country from their lists. */
export interface Contact {
  nom: string;
  prenom: string;
  email: string;
  /** ISO code of the telephone's country, one of the page's list (islands/_lib/phone.ts). */
  pays: string;
  telephone: string;
  projet: string;
  budget: string;
  typeClient: ClientType;
  message: string;
}

export type ContactField = keyof Contact;
/** The form's raw values, as typed: every field a string. */
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Characters as a person counts them: an emoji or an accented letter is one. */
export function countChars(text: string): number {
  return Array.from(text.normalize('NFC')).length;
}

// Letters of any script, combining marks, spaces, apostrophes, hyphens and dots ("Jean-Luc",
// "d’Arcy", "Nguyễn", "St. John"), starting with a letter.
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}\s'’.-]*$/u;

/** A check gets the trimmed value (and every value, for the phone) and says what is wrong. */
type Check = (value: string, all: ContactValues) => string | false;

const min = (n: number, message: string): Check => (v) => countChars(v) < n && message;
const max = (n: number, message: string): Check => (v) => countChars(v) > n && message;
const letters = (message: string): Check => (v) => !NAME.test(v) && message;
const oneOf = (list: readonly string[], message: string): Check => (v) => !list.includes(v) && message;

export const contactSchema: Record<ContactField, Check[]> = {
  nom: [min(LIMITS.nom[0], MESSAGES.nom), max(LIMITS.nom[1], MESSAGES.nomTooLong), letters(MESSAGES.nomLetters)],
  prenom: [min(LIMITS.prenom[0], MESSAGES.prenom), max(LIMITS.prenom[1], MESSAGES.prenomTooLong), letters(MESSAGES.prenomLetters)],
  email: [(v) => !isEmail(v) && EMAIL_MESSAGE],
  pays: [(v) => !countryOf(v) && MESSAGES.pays],
  // Optional; checked against the chosen country (or the one its own "+" prefix names).
  telephone: [
    (v, all) => {
      const phone = checkPhone(v, all.pays.trim() || DEFAULT_COUNTRY);
      return !phone.ok && PHONE_MESSAGES[phone.problem];
    },
  ],
  projet: [min(LIMITS.projet[0], MESSAGES.projet), max(LIMITS.projet[1], MESSAGES.projetTooLong)],
  budget: [max(LIMITS.budget[1], MESSAGES.budgetTooLong)],
  typeClient: [oneOf(CLIENT_TYPES, MESSAGES.typeClient)],
  message: [min(LIMITS.message[0], MESSAGES.message), max(LIMITS.message[1], MESSAGES.messageTooLong)],
};

export const CONTACT_FIELDS = Object.keys(contactSchema) as ContactField[];

export type ContactResult = { success: true; data: Contact } | { success: false; errors: ContactErrors };

/** Trims every field and runs its checks; the first failing check of a field gives its message. */
export function parseContact(input: Partial<Record<ContactField, unknown>>): ContactResult {
  const values = {} as ContactValues;
  for (const field of CONTACT_FIELDS) {
    const raw = input[field];
    values[field] = typeof raw === 'string' ? raw.trim() : '';
  }
  values.pays ||= DEFAULT_COUNTRY;
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    for (const check of contactSchema[field]) {
      const message = check(values[field], values);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return Object.keys(errors).length ? { success: false, errors } : { success: true, data: values as Contact };
}

/** The first message of each invalid field, or null when the whole enquiry is valid. */
export function contactErrors(values: ContactValues): ContactErrors | null {
  const result = parseContact(values);
  return result.success ? null : result.errors;
}

/** The template parameters the office's e-mail template reads (site-spec §3 and §7). */
export function contactTemplateParams(contact: Contact, dateEnvoi: string) {
  const phone = checkPhone(contact.telephone, contact.pays);
  return {
    nom: contact.nom,
    prenom: contact.prenom,
    email: contact.email,
    // E.164 (+34612345678): what phones, CRMs and click-to-call read without guessing.
    telephone: phone.ok && !phone.empty ? phone.e164 : NOT_PROVIDED,
    projet: contact.projet,
    budget: contact.budget || NOT_PROVIDED,
    typeClient: contact.typeClient,
    message: contact.message,
    dateEnvoi,
  };
}
