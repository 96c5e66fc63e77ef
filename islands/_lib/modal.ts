// What every full-screen layer shares (the viewer, the plan overlay): the page behind stops
// scrolling, Tab and Shift+Tab stay inside the layer, Escape closes it, and focus goes back to
// the element that opened it.
import { useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside `box`: from the last item to the first and back. */
export function trapTab(e: KeyboardEvent, box: HTMLElement) {
  // WebKitGTK (GNOME Web) names Shift+Tab "Unidentified" (GTK's ISO_Left_Tab): the key's code says Tab.
  if (e.key !== 'Tab' && e.code !== 'Tab') return;
  const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (e.shiftKey && (document.activeElement === first || !box.contains(document.activeElement))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (document.activeElement === last || !box.contains(document.activeElement))) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * While mounted: scroll locked (html.has-layer, see layout.css), focus on `initial` (or the
 * first control), Tab trapped, `keys` called for every key press; on unmount focus returns
 * to `returnTo`.
 */
export function useModal(box: RefObject<HTMLElement | null>, returnTo: HTMLElement | null, keys: (e: KeyboardEvent) => void) {
  const latest = useRef(keys);
  latest.current = keys;
  // A layout effect: the lock and the focus go with the layer in the same commit, not a frame later.
  useLayoutEffect(() => {
    const root = document.documentElement;
    // The scrollbar goes away with the scrolling: keep its width so nothing shifts sideways.
    const bar = innerWidth - root.clientWidth;
    root.style.setProperty('--scrollbar', `${bar}px`);
    root.classList.add('has-layer');
    box.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (box.current) trapTab(e, box.current);
      latest.current(e);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      root.classList.remove('has-layer');
      root.style.removeProperty('--scrollbar');
      returnTo?.focus({ preventScroll: true });
    };
  }, []);
}
