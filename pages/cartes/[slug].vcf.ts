// The person's vCard, fetched by 'Ajouter le Contact' on the card page.
import type { EndpointContext } from '../../build/render/page.ts';
import { peopleRoutes, person, siteAt, type PersonProps } from '../_lib/people.ts';
import { vcard } from '../_lib/vcard.ts';

export const routes = peopleRoutes;

export default function card({ slug }: PersonProps, ctx: EndpointContext) {
  return vcard(person(slug), siteAt(ctx.siteUrl));
}
