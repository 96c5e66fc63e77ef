// The site's own faces in the PDFs the build writes (the partners' brochures): Fraunces for the
// titles, Inter for the text, as on the pages. pdf-lib embeds TrueType through fontkit, which
// cannot subset a WOFF2, so each face the site serves (pages/_styles/fonts, already cut to the
// characters French text uses) is turned back into TrueType once per build; pdf-lib then keeps
// only the glyphs a document draws (some 8 KB a face).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocument, PDFFont } from 'pdf-lib';

export interface PdfFonts {
  /** Titles, names and numbers: Fraunces semibold. */
  display: PDFFont;
  /** Running text: Inter. */
  text: PDFFont;
  /** Labels and emphasis: Inter semibold. */
  textBold: PDFFont;
}

const FACES = { display: ['fraunces-600.woff2', 'Fraunces-SemiBold'], text: ['inter-400.woff2', 'Inter-Regular'], textBold: ['inter-600.woff2', 'Inter-SemiBold'] } as const;
/** From the project's root, as the build runs (this file is bundled elsewhere). */
const FONTS_DIR = 'pages/_styles/fonts';

/** The faces' files, for a cache key: a PDF is written again when a face changes. */
export const pdfFontFiles = (): Buffer[] => Object.values(FACES).map(([file]) => readFileSync(path.join(FONTS_DIR, file)));

const fontkit = () => createRequire(import.meta.url)('@pdf-lib/fontkit') as typeof import('@pdf-lib/fontkit');

let trueType: Promise<Record<keyof PdfFonts, Uint8Array>> | undefined;

/** The three faces as TrueType, converted on the first call. */
function faces(): Promise<Record<keyof PdfFonts, Uint8Array>> {
  trueType ??= (async () => {
    const { default: subsetFont } = await import('subset-font');
    const woff2s = pdfFontFiles();
    const entries = await Promise.all(
      (Object.keys(FACES) as (keyof PdfFonts)[]).map(async (role, i) => {
        // Every character the site's file has: only the format changes.
        const characters = String.fromCodePoint(...fontkit().create(woff2s[i]!).characterSet);
        return [role, new Uint8Array(await subsetFont(woff2s[i]!, characters, { targetFormat: 'sfnt', noLayoutClosure: true }))] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<keyof PdfFonts, Uint8Array>;
  })();
  return trueType;
}

/** The faces embedded in `doc`, each named after itself so that two builds write the same bytes. */
export async function embedPdfFonts(doc: PDFDocument): Promise<PdfFonts> {
  doc.registerFontkit(fontkit());
  const files = await faces();
  const embed = (role: keyof PdfFonts) => doc.embedFont(files[role], { subset: true, customName: FACES[role][1] });
  return { display: await embed('display'), text: await embed('text'), textBold: await embed('textBold') };
}
