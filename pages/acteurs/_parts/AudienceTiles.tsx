import { Picture } from '../../../build/image.tsx';
import { home } from '../../../content/pages.ts';
import { Icon } from '../../_components/Icon.tsx';

type Audience = (typeof home.audiences)[number];

/** The audience pages as photo cards, each one link: all four on /acteurs, the others elsewhere. */
export function AudienceTiles({ items, compact = false }: { items: readonly Audience[]; compact?: boolean }) {
  return (
    <ul className={`audience-tiles${compact ? ' audience-tiles-3' : ''}`}>
      {items.map((a) => (
        <li className="tile audience-tile" key={a.id}>
          <Picture
            src={a.image}
            alt=""
            aspect={4 / 3}
            sizes={compact ? '(min-width: 1200px) 368px, (min-width: 720px) 31vw, 100vw' : '(min-width: 1200px) 270px, (min-width: 1024px) 23vw, (min-width: 640px) 50vw, 100vw'}
            widths={[400, 800]}
          />
          <div className="tile-body">
            <h3>
              <a className="tile-link" href={a.href}>
                {a.title}
              </a>
            </h3>
            <p>{a.description}</p>
            <span className="more" aria-hidden="true">
              Votre accompagnement <Icon name="arrow" size={18} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
