// A gallery's behaviour around its server-drawn list (passed as static children): the reveal of
// its tiles, and a click on a tile opening the viewer instead of the bare image file. Lists of
// the same `group` share one viewer sequence in page order (Monaco: 16 + 44 = 60 photos).
// `single`: the overlay shows just the chosen image, with no previous/next (a panorama).
import { useRef, type ReactNode } from 'react';
import { LINK } from './_lib/gallery-items.ts';
import { type RevealMode, useReveal } from './_lib/reveal.ts';
import { useViewer } from './_lib/Viewer.tsx';

export interface GalleryProps {
  /** Accessible name of the viewer. */
  label: string;
  group?: string;
  reveal?: RevealMode;
  /** Reveal anyway after this many ms, seen or not. */
  fallback?: number;
  single?: boolean;
  children?: ReactNode;
}

export default function Gallery({ label, group, reveal, fallback, single, children }: GalleryProps) {
  const box = useRef<HTMLDivElement>(null);
  useReveal(box, reveal, fallback);
  // The viewer runs over this list, or over every list of the group in page order.
  const { onClick, viewer } = useViewer(
    label,
    (clicked) => {
      const scope = group ? [...document.querySelectorAll(`[data-group="${group}"]`)] : [box.current!];
      return single ? [clicked] : scope.flatMap((el) => [...el.querySelectorAll<HTMLAnchorElement>(LINK)]);
    },
    single,
  );

  return (
    <div className="gallery-box" data-group={group} ref={box} onClick={onClick}>
      {children}
      {viewer}
    </div>
  );
}
