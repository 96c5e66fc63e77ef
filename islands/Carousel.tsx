// The Étoiles du Rocher carousel (spec §5) around its server-drawn list: the first visible
// photo moves on every 5000 ms and wraps to the start; previous/next restart the timer; 3
// photos show from 768 px, 1 below; the strip is as tall as its tallest photo, at least 400 px
// and at most 80 % of the window. A pause button stops the movement (and a visitor asking for
// reduced motion starts paused); a click on a photo opens the viewer over the 17; a sideways
// swipe on a touch screen steps as the buttons do.
// Without JavaScript the same list is a grid, or on a phone a strip that scrolls sideways (galleries.css).
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { LINK } from './_lib/gallery-items.ts';
import { useSwipe } from './_lib/swipe.ts';
import { useViewer } from './_lib/Viewer.tsx';
import { carouselWords as say } from '../content/widgets/carousel.ts';

export const CAROUSEL = { interval: 5000, wide: '(min-width: 768px)', minHeight: 400, maxHeight: 0.8 } as const;

export interface CarouselProps {
  label: string;
  count: number;
  children?: ReactNode;
}

const wrap = (i: number, n: number) => (i + n) % n;

export default function Carousel({ label, count, children }: CarouselProps) {
  const box = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState(0);
  const [visible, setVisible] = useState(1);
  const [playing, setPlaying] = useState(true);
  const { onClick, viewer, isOpen } = useViewer(label, () => [...box.current!.querySelectorAll<HTMLAnchorElement>(LINK)]);
  const positions = Math.max(1, count - visible + 1);

  // Layout: how many photos show, and how tall the strip is. A layout effect, so the count and
  // the photos on show are right from the first frame after hydration, not one frame later.
  useLayoutEffect(() => {
    const list = box.current!.querySelector('ul')!;
    const wide = matchMedia(CAROUSEL.wide);
    // Asked for (or asked for later, while the page is open): the carousel stops.
    const still = matchMedia('(prefers-reduced-motion: reduce)');
    if (still.matches) setPlaying(false);
    const stop = (e: MediaQueryListEvent) => e.matches && setPlaying(false);
    still.addEventListener('change', stop);
    const measure = () => {
      const shown = wide.matches ? 3 : 1;
      setVisible(shown);
      const cell = (list.firstElementChild as HTMLElement | null)?.getBoundingClientRect().width ?? 0;
      // From the intrinsic sizes on each <img>: known before any photo has loaded.
      const ratio = (img: HTMLImageElement) => Number(img.getAttribute('height')) / Number(img.getAttribute('width')) || 0;
      const tallest = cell * Math.max(...[...list.querySelectorAll('img')].map(ratio));
      const height = Math.min(Math.max(tallest, CAROUSEL.minHeight), innerHeight * CAROUSEL.maxHeight);
      const value = `${Math.round(height)}px`;
      if (box.current!.style.getPropertyValue('--carousel-h') !== value) box.current!.style.setProperty('--carousel-h', value);
    };
    measure();
    // Measured in the next frame, not in the observer's callback: the height set there resizes
    // the list observed, which browsers report as a ResizeObserver loop (WebKit as a page error).
    let frame = 0;
    const resized = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    resized.observe(list);
    addEventListener('resize', measure);
    return () => {
      resized.disconnect();
      cancelAnimationFrame(frame);
      removeEventListener('resize', measure);
      still.removeEventListener('change', stop);
    };
  }, []);

  // The strip's position, and only the photos on show reachable by Tab and screen readers.
  useLayoutEffect(() => {
    const list = box.current!.querySelector('ul')!;
    const first = Math.min(start, positions - 1);
    list.style.setProperty('--start', String(first));
    [...list.children].forEach((li, i) => li.toggleAttribute('inert', i < first || i >= first + visible));
  }, [start, visible, positions]);

  // Every change of position (automatic or by hand) starts a new 5000 ms wait; none while the
  // mouse rests on the photos (a visitor looking at one), nor while the viewer is open.
  const [hovered, setHovered] = useState(false);
  useEffect(() => {
    if (!playing || isOpen || hovered) return;
    const timer = window.setTimeout(() => setStart((s) => (s + 1 >= positions ? 0 : s + 1)), CAROUSEL.interval);
    return () => clearTimeout(timer);
  }, [start, playing, isOpen, hovered, positions]);

  const go = (step: number) => setStart((s) => wrap(Math.min(s, positions - 1) + step, positions));
  const swipe = useSwipe(go);

  const first = Math.min(start, positions - 1) + 1;
  const last = Math.min(first + visible - 1, count);
  return (
    <div className="carousel" ref={box} role="region" aria-roledescription={say.role} aria-label={label}>
      <div className="carousel-viewport" onClick={onClick} onPointerEnter={(e) => setHovered(e.pointerType === 'mouse')} onPointerLeave={() => setHovered(false)} {...swipe}>
        {children}
      </div>
      <div className="carousel-controls">
        <button type="button" className="carousel-button" aria-label={say.previous} onClick={() => go(-1)}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <p className="carousel-status" aria-live={playing ? 'off' : 'polite'}>
          {say.status(first, last, count)}
        </p>
        <button type="button" className="carousel-button" aria-label={say.next} onClick={() => go(1)}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
        <button type="button" className="carousel-button carousel-play" aria-pressed={!playing} onClick={() => setPlaying(!playing)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
            <path d={playing ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5l11 7-11 7z'} />
          </svg>
          <span className="visually-hidden">{say.pause}</span>
        </button>
      </div>
      {viewer}
    </div>
  );
}
