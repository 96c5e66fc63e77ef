// The endpoint of a sample document (content/study.ts), drawn on its plan by ./study.ts: the
// landowners' study and the developers' land sheet, each at its `href`.
import { readFileSync } from 'node:fs';
import type { EndpointContext } from '../../build/render/page.ts';
import type { StudyDocument } from '../../content/study.ts';
import { siteAt } from './people.ts';
import { pdfFontFiles } from './pdf-fonts.ts';
import { PDF_LOGO } from './pdf-page.ts';
import { studyPdf } from './study.ts';

/** `plan`: the operation's plan under content/images/, as its audience page shows it. */
export const sampleDocument = (doc: StudyDocument, plan: string) =>
  function sample(_props: unknown, ctx: EndpointContext) {
    const site = siteAt(ctx.siteUrl);
    const logo = readFileSync(PDF_LOGO);
    const planPng = readFileSync(`content/images/${plan}`);
    // Drawn again only when its words, the site's details, the pictures or the fonts change.
    return ctx.cached([JSON.stringify([doc, site]), logo, planPng, ...pdfFontFiles()], () => studyPdf(site, logo, planPng, doc));
  };
