import type { Acteurs } from '../../../content/pages.ts';
import { Icon } from '../../_components/Icon.tsx';

/** The "approach" box (ordered steps, on navy) beside the "advantages" box (ticks, on white). */
export function MethodBoxes({ approach, advantages }: { approach: Acteurs['approach']; advantages: Acteurs['advantages'] }) {
  return (
    <div className="method">
      <section className="method-box method-approach" aria-labelledby="demarche-etapes">
        <h3 id="demarche-etapes">{approach.title}</h3>
        <ol className="method-steps">
          {approach.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </section>
      <section className="method-box method-advantages" aria-labelledby="demarche-avantages">
        <h3 id="demarche-avantages">{advantages.title}</h3>
        <ul className="method-ticks">
          {advantages.items.map((item) => (
            <li key={item}>
              <Icon name="check" size={20} />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
