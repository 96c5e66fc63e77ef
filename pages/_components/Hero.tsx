import type { ReactNode } from 'react';
import { Picture } from '../../build/image.tsx';

// Below 768 px a hero is taller than wide (up to about 740 px for 320): a 2:3 crop covers it
// drawn at most 500 px wide. 560 px at most: sharp at ×1, and on a ×2 phone as light as the
// landscape photo was (a larger crop delayed the home page's LCP by 0.4 s on a slow 4G link).
// Above, the landscape photo covers boxes up to 1040 px wide at 768.
const PORTRAIT = { media: '(max-width: 767px)', aspect: 2 / 3, sizes: 'max(100vw, 500px)', widths: [480, 560] };
const LANDSCAPE_SIZES = 'max(100vw, 1040px)';

export type HeroSize = 'home' | 'page' | 'project';

/**
 * A full-width photograph under a title: the page's LCP image (loaded first, preloaded).
 * Heights follow the spec: home 520 px then 600 px; pages 60vh then 70vh; projects 70vh.
 */
export function Hero({
  image,
  imageAlt,
  size = 'page',
  eyebrow,
  title,
  lead,
  children,
}: {
  image: string;
  imageAlt: string;
  size?: HeroSize;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={`hero hero-${size}`}>
      {/* Below 768 px the box is taller than wide: a portrait crop, not a landscape photo blown up. */}
      <Picture src={image} alt={imageAlt} sizes={LANDSCAPE_SIZES} priority className="hero-media" widths={[640, 960, 1280, 1600, 2000]} crop={PORTRAIT} />
      <div className="hero-shade" />
      <div className="container hero-body">
        {eyebrow && <p className="eyebrow eyebrow-light">{eyebrow}</p>}
        <h1 className="hero-title">{title}</h1>
        {lead && <p className="hero-lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
