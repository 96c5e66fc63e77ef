// The sample land-potential study, linked from the landowners' page and the fees (pages/_lib/study.ts).
import { readFileSync } from 'node:fs';
import type { EndpointContext } from '../../build/render/page.ts';
import { siteAt } from '../_lib/people.ts';
import { pdfFontFiles } from '../_lib/pdf-fonts.ts';
import { PDF_LOGO } from '../_lib/pdf-page.ts';
import { studyPdf } from '../_lib/study.ts';
import { studyWords } from '../../content/study.ts';

const PLAN = 'content/images/pages/division-carei.png';

export default function study(_props: unknown, ctx: EndpointContext) {
  const site = siteAt(ctx.siteUrl);
  const logo = readFileSync(PDF_LOGO);
  const plan = readFileSync(PLAN);
  // Drawn again only when its words, the site's details, the pictures or the faces change.
  return ctx.cached([JSON.stringify([studyWords, site]), logo, plan, ...pdfFontFiles()], () => studyPdf(site, logo, plan));
}
