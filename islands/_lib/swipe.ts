// A sideways swipe on a touch screen: more than 50 px to the left is the next item, to the right
// the one before. The element also needs `touch-action: pan-y pinch-zoom` (galleries.css), or the
// browser claims the sideways pan for itself and cancels the pointer before it lifts.
import { useRef, type PointerEvent } from 'react';

export function useSwipe(move: ((step: number) => void) | undefined) {
  const from = useRef<number | null>(null);
  return {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType === 'touch') from.current = e.clientX;
    },
    onPointerUp: (e: PointerEvent) => {
      if (from.current === null || !move) return;
      const dx = e.clientX - from.current;
      from.current = null;
      if (Math.abs(dx) > 50) move(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      from.current = null;
    },
  };
}
