// A QR code of the card page's absolute URL.
import type { EndpointContext } from '../../build/render/page.ts';
import { cardUrl } from '../_lib/vcard.ts';
import { peopleRoutes, person, siteAt, type PersonProps } from '../_lib/people.ts';
import { qrSvg } from '../_lib/qr.ts';
import { qrPageWords } from '../../content/cards.ts';

export const routes = peopleRoutes;

export default function qr({ slug }: PersonProps, ctx: EndpointContext) {
  const p = person(slug);
  const url = cardUrl(p, siteAt(ctx.siteUrl));
  const label = qrPageWords.image(`${p.firstName} ${p.lastName}`);
  // Loading the QR code library costs more than the drawing: drawn again only when its inputs change.
  return ctx.cached([url, label], async () => Buffer.from(qrSvg(url, label)));
}
