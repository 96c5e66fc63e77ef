import { Picture } from '../../build/render/image.tsx';
import type { Acteurs } from '../../content/pages.ts';
import { CardGrid, cardSizes } from '../../islands/_lib/CardGrid.tsx';
import { Icon } from './Icon.tsx';
import { Tile } from '../../islands/_lib/Tile.tsx';
import { realisationOf } from './realisations.ts';
import { portfolioWords } from '../../content/portfolio.ts';

/** Three sample projects, each tile one link to its page under /nos-realisations. */
export function ProjectTiles({ items }: { items: Acteurs['projects'] }) {
  return (
    <CardGrid columns={3}>
      {items.map((p) => {
        const r = realisationOf(p.image);
        return (
          <Tile
            key={r.slug}
            className="sample-project"
            media={<Picture src={p.image} alt={r.imageAlt} aspect={4 / 3} sizes={cardSizes(3)} widths={[480, 800]} />}
            kicker={
              <p className="tile-kicker">
                {r.category} · {r.yearEnd}
              </p>
            }
            title={p.title}
            href={r.href}
            more={
              <>
                {portfolioWords.discover} <Icon name="arrow" size={18} />
              </>
            }
          >
            <p>{p.subtitle}</p>
          </Tile>
        );
      })}
    </CardGrid>
  );
}
