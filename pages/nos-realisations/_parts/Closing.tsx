import { Icon } from '../../_components/Icon.tsx';

/** The end of a project page: the two ways on, labels as the spec writes them. */
export function Closing() {
  return (
    <section className="section project-closing" aria-labelledby="suite-titre">
      <div className="container project-closing-body">
        <div>
          <p className="eyebrow">{'Et maintenant\u00a0?'}</p>
          <h2 id="suite-titre">{'Un terrain, un bien, un projet à nous confier\u00a0?'}</h2>
          <p className="lead">De l’étude de potentiel à la remise des clés, nous vous accompagnons à chaque étape.</p>
        </div>
        <div className="project-closing-actions">
          <a className="button" href="/contact">
            Nous contacter
          </a>
          <a className="button button-ghost" href="/nos-realisations">
            Voir nos autres réalisations <Icon name="arrow" size={18} />
          </a>
        </div>
      </div>
    </section>
  );
}
