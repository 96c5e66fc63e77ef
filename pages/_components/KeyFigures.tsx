import { figureList, keyFigures as siteFigures, quoteFigures, type KeyFigures as Figures } from '../../content/proof.ts';

/**
 * The firm's key figures, from content/chiffres-cles.yml only (or the editor's, in its preview): each number carries `data-figure` (its
 * id), so a test can check that every page quoting one shows the same value.
 */
export function KeyFigures({ id, tone = 'navy', figures = siteFigures }: { id: string; tone?: 'navy' | 'sand'; figures?: Figures }) {
  return (
    <section className={`section key-figures-band section-${tone}`} id={id} aria-labelledby={`${id}-titre`}>
      <div className="container">
        <header className="section-head">
          <h2 id={`${id}-titre`}>{quoteFigures(figures.title, figures)}</h2>
          <p className="lead">{quoteFigures(figures.intro, figures)}</p>
        </header>
        <ul className="key-figures">
          {figureList(figures).map((f) => (
            <li key={f.id} className="key-figure">
              <strong className="key-figure-value" data-figure={f.id}>
                {f.value}
              </strong>
              <span className="key-figure-label">{f.label}</span>
              <span className="key-figure-detail">{f.detail}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
