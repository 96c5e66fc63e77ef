// The full-screen viewer: one large image at a time over a dark backdrop, with its caption and
// position. With `onMove` it has previous/next buttons and the arrow keys, wrapping at both ends
// (the Monaco viewer over 60 photos, the villa's 11 plans); without, it shows a panorama alone.
// Closed by its button, Escape or a click on the backdrop; a swipe on a touch screen moves too.
import { useRef, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { itemOf, LINK, plainClick, type ViewerItem } from './gallery-items.ts';
import { useModal } from './modal.ts';
import { useSwipe } from './swipe.ts';
import { viewerWords as say } from '../../content/widgets/viewer.ts';

export interface ViewerProps {
  items: ViewerItem[];
  index: number;
  /** Accessible name of the dialog. */
  label: string;
  onClose: () => void;
  onMove?: (index: number) => void;
  returnTo: HTMLElement | null;
}

const wrap = (i: number, n: number) => (i + n) % n;
const centre = (el: HTMLElement) => (el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2);

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

export function Viewer({ items, index, label, onClose, onMove, returnTo }: ViewerProps) {
  const box = useRef<HTMLDivElement>(null);
  const item = items[index]!;
  const move = onMove && ((step: number) => onMove(wrap(index + step, items.length)));

  useModal(box, returnTo, (e) => {
    if (e.key === 'Escape') onClose();
    else if (move && e.key === 'ArrowLeft') move(-1);
    else if (move && e.key === 'ArrowRight') move(1);
  });

  // Whatever is not the image or a button is backdrop.
  const onClick = (e: MouseEvent) => {
    const target = e.target as Element;
    if (!target.closest('img, button')) onClose();
  };
  const swipe = useSwipe(move);

  // A panorama scrolled sideways opens on its middle.
  const image = <img key={item.src} className="viewer-image" src={item.src} alt={item.caption === item.alt ? '' : item.alt} decoding="async" onLoad={item.pan ? (e) => centre(e.currentTarget.parentElement!) : undefined} />;

  // The neighbours are fetched ahead so that moving shows them at once.
  const ahead = move ? [items[wrap(index + 1, items.length)]!, items[wrap(index - 1, items.length)]!] : [];

  return createPortal(
    // Focusable itself (not by Tab): a click on the image keeps the keyboard in the dialog.
    <div className="viewer" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} ref={box} onClick={onClick} {...swipe}>
      <figure className={item.pan ? 'viewer-figure is-pan' : 'viewer-figure'}>
        {item.plan ? (
          // A plan keeps its room numbers over it, and their key under it.
          <div key={item.src} className="viewer-plan">
            {image}
            <svg className="plan-marks" viewBox={item.plan.viewBox} aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: item.plan.marks }} />
          </div>
        ) : (
          image
        )}
        <figcaption className="viewer-caption">
          {item.caption && <span className="viewer-title">{item.caption}</span>}
          {item.plan && <div className="viewer-legend" dangerouslySetInnerHTML={{ __html: item.plan.legend }} />}
          {item.pan && (
            <span className="viewer-pan-hint">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                <path d="M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4" />
              </svg>
              {say.pan}
            </span>
          )}
          {move && (
            <span className="viewer-count" aria-live="polite">
              {say.count(index + 1, items.length)}
            </span>
          )}
        </figcaption>
      </figure>
      {move && (
        <>
          <button type="button" className="viewer-button viewer-prev" aria-label={say.previous} onClick={() => move(-1)}>
            <Chevron back />
          </button>
          <button type="button" className="viewer-button viewer-next" aria-label={say.next} onClick={() => move(1)}>
            <Chevron />
          </button>
        </>
      )}
      <button type="button" className="viewer-button viewer-close" aria-label={say.close} data-autofocus onClick={onClose}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      {ahead.map((next) => (
        <link key={next.src} rel="prefetch" as="image" href={next.src} />
      ))}
    </div>,
    document.body,
  );
}

/**
 * A viewer for a gallery island: `onClick` (on the element around the thumbnails) opens it on
 * the clicked one among `links()`; `viewer` is the element to render, null while closed.
 */
export function useViewer(label: string, links: (clicked: HTMLAnchorElement) => HTMLAnchorElement[], single = false) {
  const [open, setOpen] = useState<{ items: ViewerItem[]; index: number; from: HTMLAnchorElement } | null>(null);
  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element).closest<HTMLAnchorElement>(LINK);
    if (!link || !plainClick(e.nativeEvent as globalThis.MouseEvent)) return;
    e.preventDefault();
    const all = links(link);
    setOpen({ items: all.map(itemOf), index: all.indexOf(link), from: link });
  };
  const viewer = open && (
    <Viewer
      items={open.items}
      index={open.index}
      label={label}
      returnTo={open.from}
      onClose={() => setOpen(null)}
      onMove={single ? undefined : (index) => setOpen({ ...open, index })}
    />
  );
  return { onClick, viewer, isOpen: open !== null };
}
