// A QR code of the card page's absolute URL.
import type { EndpointContext } from '../../build/page.ts';
import { cardUrl } from '../_lib/vcard.ts';
import { peopleRoutes, person, siteAt, type PersonProps } from '../_lib/people.ts';
import { qrSvg } from '../_lib/qr.ts';
import { qrPageWords } from '../../content/cards.ts';

export const routes = peopleRoutes;

export default function qr({ slug }: PersonProps, ctx: EndpointContext) {
  const p = person(slug);
  return qrSvg(cardUrl(p, siteAt(ctx.siteUrl)), qrPageWords.image(`${p.firstName} ${p.lastName}`));
}
