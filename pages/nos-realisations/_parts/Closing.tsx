import { Icon } from '../../_components/Icon.tsx';
import { closingWords as say } from '../../../content/portfolio.ts';

/** The end of a project page: the two ways on, labels as the spec writes them. */
export function Closing() {
  return (
    <section className="section project-closing" aria-labelledby="suite-titre">
      <div className="container project-closing-body">
        <div>
          <p className="eyebrow">{say.eyebrow}</p>
          <h2 id="suite-titre">{say.title}</h2>
          <p className="lead">{say.lead}</p>
        </div>
        <div className="project-closing-actions">
          <a className="button" href="/contact">
            {say.contact}
          </a>
          <a className="button button-ghost" href="/nos-realisations">
            {say.others} <Icon name="arrow" size={18} />
          </a>
        </div>
      </div>
    </section>
  );
}
