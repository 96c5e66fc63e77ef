// The Étoiles du Rocher hero film (spec: autoplaying, muted, looping embed). The hero's photo is
// the poster and the page's LCP; once the page has loaded and the browser is idle, a
// youtube-nocookie frame is laid over it and faded in when it has loaded. Not for visitors who
// ask for reduced motion or to save data: they keep the photo.
// No Preact here: the island exports its own `mount`, so the page runs a few hundred bytes
// before any interaction, not a framework.
export interface HeroVideoProps {
  id: string;
  title: string;
}

export const videoUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&mute=1&loop=1&playlist=${id}&controls=0&playsinline=1&rel=0&disablekb=1`;

/** Nothing on the server: the photo under it is the hero's own picture. */
export default function HeroVideo(_props: HeroVideoProps) {
  return null;
}

export function mount(el: Element, { id, title }: HeroVideoProps) {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (matchMedia('(prefers-reduced-motion: reduce)').matches || connection?.saveData) return;
  const hero = el.closest('.hero');
  if (!hero) return;
  const frame = document.createElement('iframe');
  Object.assign(frame, { className: 'hero-video', src: videoUrl(id), title, allow: 'autoplay; encrypted-media; picture-in-picture' });
  frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  frame.addEventListener('load', () => frame.classList.add('is-playing'), { once: true });
  hero.querySelector('.hero-shade')?.before(frame);
}
