// A viewer's items come from the gallery markup itself: each thumbnail links to its large
// variant and carries its alt text (and, in captioned galleries, a title).

export const LINK = 'a.gallery-link';

/** One image of the viewer. */
export interface ViewerItem {
  /** The large variant the thumbnail links to. */
  src: string;
  alt: string;
  /** Shown under the image: its title, or else its alt text (the image is then not named twice). */
  caption?: string;
  /** A panorama (its link carries `data-pan`): on a phone, shown tall and scrolled sideways. */
  pan?: boolean;
  /** A plan's room numbers and their key (PlanKey.tsx), copied from the page's own markup. */
  plan?: { viewBox: string; marks: string; legend: string };
}

/**
 * A photo without a title of its own (Monaco, the Étoiles) is captioned by what its alt text
 * says: a visitor in the viewer reads what each room is, as under the villa's titled photos.
 */
export function itemOf(link: HTMLAnchorElement): ViewerItem {
  const img = link.querySelector('img');
  const title = link.closest('figure')?.querySelector('.gallery-title')?.textContent ?? undefined;
  const marks = link.querySelector('svg.plan-marks');
  const legend = link.closest('figure')?.querySelector('.plan-legend');
  const plan = marks && legend ? { viewBox: marks.getAttribute('viewBox') ?? '', marks: marks.innerHTML, legend: legend.outerHTML } : undefined;
  return { src: link.href, alt: img?.alt ?? '', caption: title ?? (img?.alt || undefined), pan: 'pan' in link.dataset, plan };
}

/** A plain left click (a modified one keeps opening the image in a new tab or window). */
export const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;
