// One e-mail rule for both forms (newsletter and contact), with the spec's message. The pattern
// is zod's own e-mail pattern, copied so the newsletter does not ship zod for a single field.
import { emailMessage } from '../../content/forms.ts';
export const EMAIL_MESSAGE = emailMessage;

/** Longest address SMTP allows (RFC 5321: 254 characters in a path). */
export const EMAIL_MAX = 254;

const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL.test(value);
}
