import { test } from 'uvu';
import * as assert from 'uvu/assert';
import jsQR from 'jsqr';
import sharp from 'sharp';
import site from '../../content/site.ts';
import { qrSvg } from '../../pages/_lib/qr.ts';

function cardUrlOf(slug: string): string {
  return `https://www.castellar-foncier.fr/carte-de-visite-${slug}`;
}

/** Rasterises the SVG as a phone camera would see it and reads the code back. */
async function decode(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

for (const person of site.people) {
  const name = `${person.firstName} ${person.lastName}`;
  test(`qr - the code for ${name} scans to exactly the address of the card page`, async () => {
    const url = cardUrlOf(person.slug);
    const svg = await qrSvg(url, `QR code vers la carte de visite de ${name}`);
    assert.is(await decode(svg), url);
  });
}

test('qr - the image is announced to screen readers with its label', async () => {
  const label = 'QR code vers la carte de visite de Lucas Morel';
  const svg = await qrSvg(cardUrlOf('lucas-morel'), label);
  assert.match(svg, /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.match(svg, /^<svg [^>]*role="img"/);
  assert.match(svg, new RegExp(`^<svg [^>]*aria-label="${label}"`));
  assert.match(svg, /^<svg [^>]*><title>QR code vers la carte de visite de Lucas Morel<\/title>/);
  assert.match(svg, /<\/svg>\s*$/);
});

test('qr - the modules are navy on a white background', async () => {
  const svg = await qrSvg(cardUrlOf('lucas-morel'), 'QR code');
  assert.match(svg, /fill="#ffffff"/);
  assert.match(svg, /stroke="#0f2a3d"/);
});

test('qr - a label with &, <, > and quotes still gives a well-formed SVG that scans', async () => {
  const url = cardUrlOf('camille-ferrand');
  const svg = await qrSvg(url, 'QR code vers la carte de visite de « Camille » & <Ferrand> "C\'est elle"');
  assert.ok(svg.includes('aria-label="QR code vers la carte de visite de « Camille » &amp; &lt;Ferrand&gt; &quot;C&apos;est elle&quot;"'));
  // A stray & or < would make the XML malformed and the rasteriser would refuse it.
  assert.is(await decode(svg), url);
});

test('qr - the same address and label always give the same SVG', async () => {
  const url = cardUrlOf('thomas-giordano');
  const first = await qrSvg(url, 'QR code vers la carte de visite de Thomas Giordano');
  const second = await qrSvg(url, 'QR code vers la carte de visite de Thomas Giordano');
  assert.is(second, first);
  assert.is.not(await qrSvg(cardUrlOf('lucas-morel'), 'QR code vers la carte de visite de Thomas Giordano'), first);
});

test.run();
