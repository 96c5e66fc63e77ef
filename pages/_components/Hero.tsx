import type { ReactNode } from 'react';
import { Picture } from '../../build/render/image.tsx';
import { framing } from '../../content/framing.ts';

// The widths a hero is drawn at (object-fit: cover, so the larger of the box's width and its
// height times the picture's ratio), for `sizes`: test/site/sharpness.test.ts holds every page
// to them, 320 to 1920 px at ×1 to ×3.
// Below 768 px the box is taller than wide: a 2:3 crop. A hero is as tall as its text at
// least (at 320 px up to ~765 px in WebKit, which wraps the title sooner: drawn ~510 px wide),
// else 60vh or 70vh (47vh wide): 520 px at least. 1,200 px at most: a ×2 phone gets 1,000 to
// 1,200 (sharp), a ×3 phone 1,200 (drawn at most 1.3× its pixels, as sharp as the eye tells on
// such a screen, for half the bytes of 1,500).
const PORTRAIT_SIZES = 'max(100vw, 47vh, 520px)';
const PORTRAIT_WIDTHS = [640, 800, 1000, 1200];
// From 768 px the 5:3 photo covers the window's width, or the box's height (home: 600 px; the
// others 70vh, 117vh wide: 1,195 px on a 768 × 1024 tablet). Up to 3,840 px: a 1920 px window at ×2,
// in steps of 1.33-1.5.
const LANDSCAPE_SIZES: Record<HeroSize, string> = {
  home: 'max(100vw, 1000px)',
  page: 'max(100vw, 117vh)',
  project: 'max(100vw, 117vh)',
};
const LANDSCAPE_WIDTHS = [960, 1280, 1920, 2560, 3840];

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
  actions = [],
  children,
}: {
  image: string;
  imageAlt: string;
  size?: HeroSize;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** Its buttons, light on the photo unless `solid`. */
  actions?: { href: string; label: ReactNode; solid?: boolean }[];
  children?: ReactNode;
}) {
  return (
    <section className={`hero hero-${size}`}>
      {/* Below 768 px the box is taller than wide: a portrait crop, not a landscape photo blown up,
          around the subject content/cadrages.yml places. */}
      <Picture
        src={image}
        alt={imageAlt}
        sizes={LANDSCAPE_SIZES[size]}
        priority
        className="hero-media"
        widths={LANDSCAPE_WIDTHS}
        crop={{ media: '(max-width: 767px)', aspect: 2 / 3, sizes: PORTRAIT_SIZES, widths: PORTRAIT_WIDTHS }}
        focus={framing[image]}
      />
      <div className="hero-shade" />
      <div className="container hero-body">
        {eyebrow && <p className="eyebrow eyebrow-light">{eyebrow}</p>}
        <h1 className="hero-title">{title}</h1>
        {lead && <p className="hero-lead">{lead}</p>}
        {actions.length > 0 && (
          <p className="hero-actions">
            {actions.map((a) => (
              <a key={a.href} className={a.solid ? 'button' : 'button button-light'} href={a.href}>
                {a.label}
              </a>
            ))}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
