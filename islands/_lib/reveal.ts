// Gallery reveal (spec §5): the tiles go from hidden to shown one after the other, the first
// 200 ms after the gallery is 30 % visible, then one every 150 ms. From 768 px only, and never
// for a visitor who asked for reduced motion: there the tiles simply stay as the server drew
// them. `sides`: tiles left of the list's centre come in from the left, the others from the
// right, the last one from below (Monaco). `fallback`: start anyway after that many ms.
import { useLayoutEffect, type RefObject } from 'react';

export const REVEAL = { first: 200, step: 150, threshold: 0.3 } as const;
export type RevealMode = 'sequence' | 'sides';

export function useReveal(box: RefObject<HTMLElement | null>, mode: RevealMode | undefined, fallback?: number) {
  // Before the next paint: tiles about to be revealed are never drawn once, then hidden.
  useLayoutEffect(() => {
    const list = box.current?.querySelector('ul');
    if (!mode || !list || !matchMedia('(min-width: 768px) and (prefers-reduced-motion: no-preference)').matches) return;
    const items = [...list.children] as HTMLElement[];
    if (mode === 'sides') {
      const centre = list.getBoundingClientRect().left + list.clientWidth / 2;
      items.forEach((li, i) => {
        const r = li.getBoundingClientRect();
        li.dataset.from = i === items.length - 1 ? 'below' : r.left + r.width / 2 < centre ? 'left' : 'right';
      });
    }
    list.classList.add('is-revealing');
    const timers: number[] = [];
    const start = () => {
      io.disconnect();
      clearTimeout(backstop);
      items.forEach((li, i) => timers.push(window.setTimeout(() => li.classList.add('is-shown'), REVEAL.first + REVEAL.step * i)));
    };
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { threshold: REVEAL.threshold });
    for (const li of items) io.observe(li);
    const backstop = fallback ? window.setTimeout(start, fallback) : undefined;
    return () => {
      io.disconnect();
      clearTimeout(backstop);
      timers.forEach(clearTimeout);
    };
  }, []);
}
