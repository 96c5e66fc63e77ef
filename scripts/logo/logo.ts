// The Castellar Foncier identity: a perched village on its hill, the horizon, the sea; the sun
// in terracotta. Geometric enough to hold at 32 px. Letters are font outlines turned into
// paths so the files render the same everywhere, with or without the web fonts.
import sharp from 'sharp';
import { captionFont, displayFont } from './font.ts';

const palette = { navy: '#0f2a3d', terracotta: '#c4673f', white: '#faf7f2' } as const;
/** A coordinate with one decimal, as the SVG is written. */
const num = (v: number): string => (Math.round(v * 10) / 10).toString();

interface Ink {
  main: string;
  accent: string;
}

const NAVY: Ink = { main: palette.navy, accent: palette.terracotta };
const WHITE: Ink = { main: palette.white, accent: '#d9825d' };

/** The mark on a 64 × 64 grid; `cls` lets the favicon recolour it for dark mode. */
function markShapes(ink: Ink, cls = false): string {
  const fill = cls ? ' class="land"' : '';
  const stroke = cls ? ' class="sea"' : '';
  // Hill and village as one silhouette: a rounded hill, houses with pitched roofs stepping up to the bell tower.
  // It overlaps the horizon line so no hairline of background shows between them.
  const village = [
    'M6 47.5Q17 31 32 30Q47 31 58 47.5Z',
    'M17.5 40V28L21 25.5L24.5 28V40Z',
    'M23.5 36V23.5L27.5 20.5L31.5 23.5V36Z',
    'M31 34V12.5L33.5 7.5L36 12.5V34Z',
    'M35.5 36V21.5L39.5 18.5L43.5 21.5V36Z',
    'M42.5 40V26.5L45.75 24L49 26.5V40Z',
  ].join('');
  return (
    `<circle cx="48.5" cy="13.5" r="5.2" fill="${ink.accent}"/>` +
    `<path d="${village}" fill="${ink.main}"${fill}/>` +
    `<path d="M4 46.5H60M14 52.5H50M23 58.5H41" stroke="${ink.main}" stroke-width="2.6" stroke-linecap="round" fill="none"${stroke}/>`
  );
}

export function markSvg(ink: Ink = NAVY): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${markShapes(ink)}</svg>`;
}

export function faviconSvg(): string {
  // Navy on transparent; light ink when the browser tab bar is dark.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><style>@media (prefers-color-scheme: dark){.land{fill:${palette.white}}.sea{stroke:${palette.white}}}</style>${markShapes(NAVY, true)}</svg>`;
}

/** Horizontal lock-up: the mark, CASTELLAR in the display serif, FONCIER spaced out beneath. */
export function logoSvg(ink: Ink = NAVY, width?: number): string {
  const H = 100;
  const markSize = 92;
  const gap = 16;
  const big = displayFont(500);
  const small = captionFont();
  const bigSize = 50;
  const bigTracking = 0.09;
  const smallSize = 17;
  const bigWidth = big.measure('CASTELLAR', { size: bigSize, tracking: bigTracking });
  // FONCIER is tracked out to the width of CASTELLAR so the two lines form one block.
  const plain = small.measure('FONCIER', { size: smallSize });
  const smallTracking = (bigWidth - plain) / (smallSize * 6);
  const x0 = markSize + gap;
  const baseline = 60;
  const d1 = big.path('CASTELLAR', x0, baseline, { size: bigSize, tracking: bigTracking });
  const d2 = small.path('FONCIER', x0 + 1, baseline + 27, { size: smallSize, tracking: smallTracking });
  const W = Math.ceil(x0 + bigWidth + 4);
  const size = width ? ` width="${width}" height="${Math.round((width * H) / W)}"` : ` width="${W}" height="${H}"`;
  const rule = `<path d="M${num(x0 + 1)} ${baseline + 10.5}H${num(x0 + bigWidth)}" stroke="${ink.accent}" stroke-width="1.4"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}"${size}><g transform="translate(0 ${(H - markSize) / 2}) scale(${markSize / 64})">${markShapes(ink)}</g><path d="${d1}" fill="${ink.main}"/>${rule}<path d="${d2}" fill="${ink.main}"/></svg>`;
}

export interface LogoFile {
  path: string;
  data: Buffer;
}

export async function logoFiles(): Promise<LogoFile[]> {
  const png = await sharp(Buffer.from(logoSvg(NAVY, 480))).png({ compressionLevel: 9, palette: true, colours: 64 }).toBuffer();
  return [
    { path: 'content/images/logo/mark.svg', data: Buffer.from(`${markSvg()}\n`) },
    { path: 'content/images/logo/logo.svg', data: Buffer.from(`${logoSvg(NAVY)}\n`) },
    { path: 'content/images/logo/logo-white.svg', data: Buffer.from(`${logoSvg(WHITE)}\n`) },
    { path: 'public/favicon.svg', data: Buffer.from(`${faviconSvg()}\n`) },
    { path: 'public/images/logo/logo.png', data: png },
  ];
}
