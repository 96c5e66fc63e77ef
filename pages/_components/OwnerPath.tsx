import { ownerPath, stepWhen } from '../../content/proof.ts';

/**
 * A landowner's path from the first call to the sale, in six steps: in full (each step's
 * sentence and how long it takes) on /acteurs/proprietaires-prives, as titles on the home page.
 */
export function OwnerPath({ brief = false }: { brief?: boolean }) {
  return (
    <ol className={`owner-path${brief ? ' owner-path-brief' : ''}`}>
      {ownerPath.steps.map((s, i) => (
        <li key={s.title} className="owner-step">
          <span className="owner-step-number" aria-hidden="true">
            {i + 1}
          </span>
          <div>
            <h3>{s.title}</h3>
            {!brief && <p>{s.text}</p>}
            <p className="owner-step-when">{stepWhen(s.when)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
