// QR code of a card page, as an SVG written at build time.
import { createRequire } from 'node:module';
import type QRCodeModule from 'qrcode';
import { brandColors } from '../../content/brand.ts';

// Navy on white: a dark-on-light code with strong contrast is what phone cameras read best.
const DARK = brandColors.navy;
const LIGHT = brandColors.white;

type QRCode = ReturnType<typeof QRCodeModule.create>;
const codes = new Map<string, QRCode>();

/**
 * The code for `url`, made once per process: the card page, its SVG file and the brochure draw
 * the same one (making it, its eight masks tried, costs more than drawing it).
 * Level M survives a scuffed print or a screen glare without making the code too dense.
 */
export function qrCode(url: string): QRCode {
  let code = codes.get(url);
  if (!code) {
    // Loaded when a code is drawn, not by every build; its core only (the function its entry
    // exports as `create`): the entry loads every renderer with it, a PNG encoder among them,
    // 35-40 ms against 9-12 ms, in each thread that draws a code.
    const { create } = createRequire(import.meta.url)('qrcode/lib/core/qrcode') as Pick<typeof QRCodeModule, 'create'>;
    code = create(url, { errorCorrectionLevel: 'M' });
    codes.set(url, code);
  }
  return code;
}

/**
 * SVG QR code pointing to `url`. `label` is the accessible name, given in full,
 * e.g. « QR code vers la carte de visite de Lucas Morel ».
 * The output depends only on the arguments (qrcode picks its mask deterministically).
 */
export function qrSvg(url: string, label: string): string {
  // qrcode's own SVG renderer, as its toString({ type: 'svg' }) calls it; synchronous, so a
  // page can inline the code while it renders. The QR tests would catch a change.
  const { render } = createRequire(import.meta.url)('qrcode/lib/renderer/svg-tag') as { render(code: QRCode, options: object): string };
  const svg = render(qrCode(url), { margin: 2, color: { dark: DARK, light: LIGHT } });
  return withAccessibleName(svg, label);
}

/** Adds role="img", aria-label and a <title>, so the code is announced rather than skipped or read as paths. */
function withAccessibleName(svg: string, label: string): string {
  const openingTag = /^(\s*<svg\b)([^>]*)>/;
  if (!openingTag.test(svg)) throw new Error('qrcode did not return an <svg> element');
  const text = escapeXml(label);
  return svg.replace(openingTag, `$1$2 role="img" aria-label="${text}"><title>${text}</title>`);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
