import type { ReactNode } from 'react';
import { Picture } from '../../build/render/image.tsx';
import type { Acteurs } from '../../content/pages.ts';
import { CardGrid, cardSizes } from '../../islands/_lib/CardGrid.tsx';
import { Icon } from './Icon.tsx';
import { Tile } from '../../islands/_lib/Tile.tsx';
import { realisationOf } from './realisations.ts';
import { portfolioWords } from '../../content/portfolio.ts';

/** One tile of work done: its picture, a line above the title, a sentence, and where it leads. */
export interface SampleTile {
  image: string;
  alt: string;
  kicker: ReactNode;
  title: string;
  text: string;
  href: string;
  /** The words before the arrow at the tile's foot. */
  more: string;
}

/** Three tiles of work done in a row, each one link. */
export function SampleTiles({ tiles }: { tiles: SampleTile[] }) {
  return (
    <CardGrid columns={3}>
      {tiles.map((t) => (
        <Tile
          key={t.href}
          className="sample-project"
          media={<Picture src={t.image} alt={t.alt} aspect={4 / 3} sizes={cardSizes(3)} widths={[480, 800]} />}
          kicker={<p className="tile-kicker">{t.kicker}</p>}
          title={t.title}
          href={t.href}
          more={
            <>
              {t.more} <Icon name="arrow" size={18} />
            </>
          }
        >
          <p>{t.text}</p>
        </Tile>
      ))}
    </CardGrid>
  );
}

/** Three sample projects, each tile one link to its page under /nos-realisations. */
export function ProjectTiles({ items }: { items: Acteurs['projects'] }) {
  return (
    <SampleTiles
      tiles={items.map((p) => {
        const r = realisationOf(p.image);
        return { image: p.image, alt: r.imageAlt, kicker: `${r.category} ·\u00a0${portfolioWords.delivery(r.yearEnd)}`, title: p.title, text: p.subtitle, href: r.href, more: portfolioWords.discover };
      })}
    />
  );
}
