import { landStudy } from '../../../content/proof.ts';

/** A land study's four steps, numbered, and one example of what it found. */
export function LandStudy() {
  return (
    <>
      <ol className="land-study">
        {landStudy.steps.map((s, i) => (
          <li key={s.title} className="land-step">
            <span className="land-step-number" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3>{s.title}</h3>
            <p>{s.text}</p>
          </li>
        ))}
      </ol>
      <p className="land-study-example">{landStudy.example}</p>
    </>
  );
}
