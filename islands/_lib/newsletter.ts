// What a newsletter subscription sends (site-spec §3): the address, when, from where, and an IP
// address the site never sees.
import { frenchDateTime } from '../../content/dates.ts';

export const NEWSLETTER_SOURCE = 'Pied de page du site web';
export const NEWSLETTER_IP = 'Non disponible';

export function newsletterTemplateParams(email: string, now: Date) {
  return {
    email,
    dateInscription: frenchDateTime(now),
    source: NEWSLETTER_SOURCE,
    ipAddress: NEWSLETTER_IP,
  };
}
