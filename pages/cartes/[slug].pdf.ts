// The person's brochure: the group's services, their details and the office, with the logo.
import { readFileSync } from 'node:fs';
import type { EndpointContext } from '../../build/render/page.ts';
import { brochurePdf } from '../_lib/brochure.ts';
import { pdfFontFiles } from '../_lib/pdf-fonts.ts';
import { PDF_LOGO } from '../_lib/pdf-page.ts';
import { peopleRoutes, person, siteAt, type PersonProps } from '../_lib/people.ts';

export const routes = peopleRoutes;

export default function brochure({ slug }: PersonProps, ctx: EndpointContext) {
  const site = siteAt(ctx.siteUrl);
  const logo = readFileSync(PDF_LOGO);
  const p = person(slug);
  // pdf-lib is quick, but loading it is not: the PDF is rebuilt only when its inputs change.
  return ctx.cached([JSON.stringify([p, site]), logo, ...pdfFontFiles()], () => brochurePdf(p, site, logo));
}
