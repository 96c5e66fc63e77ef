import { sourceSize } from '../../../build/render/image.tsx';
import type { PlanRooms } from '../../../content/realisations.ts';

/**
 * A floor plan's room numbers, laid over its image: an SVG of the image's own proportions, so
 * that each number keeps its room at every width (the drawing itself carries no words). Hidden
 * from screen readers, which read the list under the plan; the viewer copies it over the large
 * plan.
 */
export function PlanMarks({ src, rooms }: { src: string; rooms: PlanRooms }) {
  const size = sourceSize(src);
  if (!size) return null;
  const w = 1000;
  const h = Math.round((w * size.height) / size.width);
  return (
    <svg className="plan-marks" viewBox={`0 0 ${w} ${h}`} aria-hidden="true" focusable="false">
      {rooms.flatMap((room, i) =>
        room.at.map(({ x, y }) => (
          <g key={`${i}-${x}-${y}`} transform={`translate(${(x * w) / 100} ${(y * h) / 100})`}>
            <circle r="26" />
            <text dy="0.35em">{i + 1}</text>
          </g>
        )),
      )}
    </svg>
  );
}

/** The rooms the numbers stand for, with their areas, in the plan's caption. */
export function PlanLegend({ rooms }: { rooms: PlanRooms }) {
  return (
    <ol className="plan-legend">
      {rooms.map((room, i) => (
        <li key={i}>
          {room.name}
          {room.area && (
            <>
              {' '}
              <span className="plan-area">{room.area}</span>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
