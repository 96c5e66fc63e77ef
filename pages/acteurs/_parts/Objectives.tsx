import type { Acteurs } from '../../../content/pages.ts';
import { CardGrid } from '../../../islands/_lib/CardGrid.tsx';

/** Four numbered objectives: a large numeral, a rule, a title and a sentence each. */
export function Objectives({ items }: { items: Acteurs['objectives'] }) {
  return (
    <CardGrid columns={4} ordered className="objectives">
      {items.map((o) => (
        <li className="objective" key={o.number}>
          <span className="objective-number" aria-hidden="true">
            {String(o.number).padStart(2, '0')}
          </span>
          <h3>{o.title}</h3>
          <p>{o.text}</p>
        </li>
      ))}
    </CardGrid>
  );
}
