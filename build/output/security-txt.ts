// RFC 9116's /.well-known/security.txt must say when it stops being valid (`Expires`, once), and
// a stale one is worse than none: researchers are told to distrust it. The site keeps the date
// in its content, so every build gives the same bytes; the build warns in time to move it.
import { errors, type BuildError } from '../errors.ts';

export const SECURITY_TXT = '.well-known/security.txt';

/** How long before `Expires` the build starts to warn. */
const WARN_DAYS = 90;
const DAY = 86_400_000;

/** The warning for a security.txt that lacks a valid `Expires`, is past it, or is within 90 days of it; null when sound. */
export function securityTxtWarning(text: string, now = Date.now()): BuildError | null {
  const expires = [...text.matchAll(/^Expires:[ \t]*(.*?)\s*$/gim)].map((m) => m[1]!);
  const where = `dist/${SECURITY_TXT}`;
  if (expires.length !== 1) return errors.securityTxt([`${where}: ${expires.length ? 'several' : 'no'} "Expires:" field (RFC 9116 wants exactly one)`]);
  const at = Date.parse(expires[0]!);
  // RFC 3339 with a time zone, as the RFC asks: "2027-11-01T00:00:00Z".
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i.test(expires[0]!) || Number.isNaN(at))
    return errors.securityTxt([`${where}: "Expires: ${expires[0]}" is not a date and time such as 2027-11-01T00:00:00Z`]);
  const days = Math.floor((at - now) / DAY);
  if (days < 0) return errors.securityTxt([`${where}: expired on ${expires[0]}`]);
  if (days < WARN_DAYS) return errors.securityTxt([`${where}: expires on ${expires[0]}, in ${days} days`]);
  return null;
}
