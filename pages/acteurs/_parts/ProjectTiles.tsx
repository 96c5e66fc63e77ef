import { Picture } from '../../../build/image.tsx';
import type { Acteurs } from '../../../content/pages.ts';
import { Icon } from '../../_components/Icon.tsx';
import { realisationOf } from './realisations.ts';

/** Three sample projects, each card one link to its page under /nos-realisations. */
export function ProjectTiles({ items }: { items: Acteurs['projects'] }) {
  return (
    <ul className="sample-projects">
      {items.map((p) => {
        const r = realisationOf(p.image);
        return (
          <li className="tile sample-project" key={r.slug}>
            <Picture
              src={p.image}
              alt={r.imageAlt}
              aspect={4 / 3}
              sizes="(min-width: 1200px) 368px, (min-width: 720px) 31vw, 100vw"
              widths={[480, 800]}
            />
            <div className="tile-body">
              <p className="sample-project-place">
                {r.category} · {r.yearEnd}
              </p>
              <h3>
                <a className="tile-link" href={r.href}>
                  {p.title}
                </a>
              </h3>
              <p>{p.subtitle}</p>
              <span className="more" aria-hidden="true">
                Découvrir le projet <Icon name="arrow" size={18} />
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
