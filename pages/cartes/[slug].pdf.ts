// The person's brochure: the group's services, their details and the office, with the logo.
import { readFileSync } from 'node:fs';
import type { EndpointContext } from '../../build/render/page.ts';
import { brochurePdf } from '../_lib/brochure.ts';
import { pdfFontFiles } from '../_lib/pdf-fonts.ts';
import { peopleRoutes, person, siteAt, type PersonProps } from '../_lib/people.ts';

export const routes = peopleRoutes;

const LOGO = 'public/images/logo/logo.png';

export default function brochure({ slug }: PersonProps, ctx: EndpointContext) {
  const site = siteAt(ctx.siteUrl);
  const logo = readFileSync(LOGO);
  const p = person(slug);
  // pdf-lib is quick, but loading it is not: the PDF is rebuilt only when its inputs change.
  return ctx.cached([JSON.stringify([p, site]), logo, ...pdfFontFiles()], () => brochurePdf(p, site, logo));
}
