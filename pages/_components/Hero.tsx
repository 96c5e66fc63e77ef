import type { ReactNode } from 'react';
import { Picture } from '../../build/image.tsx';

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
      <Picture src={image} alt={imageAlt} sizes="100vw" priority className="hero-media" widths={[640, 960, 1280, 1600, 2000]} />
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
