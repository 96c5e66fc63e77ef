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
}

/**
 * A photo without a title of its own (Monaco, the Étoiles) is captioned by what its alt text
 * says: a visitor in the viewer reads what each room is, as under the villa's titled photos.
 */
export function itemOf(link: HTMLAnchorElement): ViewerItem {
  const img = link.querySelector('img');
  const title = link.closest('figure')?.querySelector('.gallery-title')?.textContent ?? undefined;
  return { src: link.href, alt: img?.alt ?? '', caption: title ?? (img?.alt || undefined), pan: 'pan' in link.dataset };
}

/** A plain left click (a modified one keeps opening the image in a new tab or window). */
export const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;
