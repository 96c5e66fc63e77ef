import type { Acteurs } from '../../../content/pages.ts';

/** Four numbered objectives: a large numeral, a rule, a title and a sentence each. */
export function Objectives({ items }: { items: Acteurs['objectives'] }) {
  return (
    <ol className="objectives">
      {items.map((o) => (
        <li className="objective" key={o.number}>
          <span className="objective-number" aria-hidden="true">
            {String(o.number).padStart(2, '0')}
          </span>
          <h3>{o.title}</h3>
          <p>{o.text}</p>
        </li>
      ))}
    </ol>
  );
}
