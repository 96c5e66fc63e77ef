// What a newsletter subscription sends (site-spec §3): the address, when, from where, and an IP
// address the site never sees.
import { frenchDateTime } from '../../content/dates.ts';
import { newsletterRecord } from '../../content/forms.ts';

export const NEWSLETTER_SOURCE = newsletterRecord.source;
export const NEWSLETTER_IP = newsletterRecord.ip;

export function newsletterTemplateParams(email: string, now: Date) {
  return {
    email,
    dateInscription: frenchDateTime(now),
    source: NEWSLETTER_SOURCE,
    ipAddress: NEWSLETTER_IP,
  };
}
