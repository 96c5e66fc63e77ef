// The logo in the header and the drawer: one source, content/images/logo/logo.svg, drawn by
// the image pipeline at the widths a 40–48 px tall logo needs on 1x to 3x screens.
import { responsiveImage } from '../../build/render/image.tsx';

export const LOGO_SRC = 'logo/logo.svg';

export function logoImage() {
  const image = responsiveImage(LOGO_SRC, { widths: [180, 240, 360, 480, 660] });
  const at = (height: number) => `${Math.round((height * image.width) / image.height)}px`;
  // The CSS shows it 40 px tall, 48 px from the large breakpoint.
  return { image, sizes: `(min-width: 1024px) ${at(48)}, ${at(40)}` };
}
