import { Picture } from '../../build/render/image.tsx';
import { audienceTileMore, type home } from '../../content/pages.ts';
import { CardGrid, cardSizes } from '../../islands/_lib/CardGrid.tsx';
import { Icon } from './Icon.tsx';
import { Tile } from '../../islands/_lib/Tile.tsx';

type Audience = (typeof home.audiences)[number];

/** The audience pages as photo tiles, each one link: all four on the home page and /acteurs, the three others on each audience page. */
export function AudienceTiles({ items }: { items: readonly Audience[] }) {
  // One row holds them all: three or four across on a wide screen.
  const columns = items.length === 3 ? 3 : 4;
  return (
    <CardGrid columns={columns}>
      {items.map((a) => (
        <Tile
          key={a.id}
          className="audience-tile"
          media={<Picture src={a.image} alt="" aspect={4 / 3} sizes={cardSizes(columns)} widths={[400, 800]} />}
          title={a.title}
          href={a.href}
          more={
            <>
              {audienceTileMore} <Icon name="arrow" size={18} />
            </>
          }
        >
          <p>{a.description}</p>
        </Tile>
      ))}
    </CardGrid>
  );
}
