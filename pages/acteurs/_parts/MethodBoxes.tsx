import type { Acteurs } from '../../../content/pages.ts';
import { Icon } from '../../_components/Icon.tsx';

/**
 * The "approach" box (ordered steps, on navy) beside the "advantages" box (ticks, on white); `id`
 * names their headings (`{id}-etapes`, `{id}-avantages`).
 */
export function MethodBoxes({ approach, advantages, id = 'demarche' }: { approach: Acteurs['approach']; advantages: Acteurs['advantages']; id?: string }) {
  return (
    <div className="method">
      <section className="method-box method-approach" aria-labelledby={`${id}-etapes`}>
        <h3 id={`${id}-etapes`}>{approach.title}</h3>
        <ol className="method-steps">
          {approach.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </section>
      <section className="method-box method-advantages" aria-labelledby={`${id}-avantages`}>
        <h3 id={`${id}-avantages`}>{advantages.title}</h3>
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
