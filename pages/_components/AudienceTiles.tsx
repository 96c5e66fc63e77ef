import { Picture } from '../../build/render/image.tsx';
import { audienceNames, audienceTileMore, type home } from '../../content/pages.ts';
import { CardGrid, cardSizes } from '../../islands/_lib/CardGrid.tsx';
import { Icon, type IconName } from './Icon.tsx';
import { Tile } from '../../islands/_lib/Tile.tsx';

type Audience = (typeof home.audiences)[number];

/** What each audience's tile shows where it has no photo. */
const icons: Record<Audience['id'], IconName> = {
  'proprietaires-prives': 'terrain',
  'institutions-collectivites': 'ville',
  'professionnels-immobilier': 'search',
  investisseurs: 'cycle',
};

/**
 * The audience pages as tiles, each one link: all four with their photos on the home page; on
 * /acteurs all four, and on each audience page the three others, without (`photos={false}`): each
 * photo is already the hero of its own page and shown on the home page. `brief`: the name and
 * what its page offers, without the description the home page and /acteurs already give (an
 * audience page's way on to the others, a screen shorter on a phone).
 */
export function AudienceTiles({ items, photos = true, brief = false }: { items: readonly Audience[]; photos?: boolean; brief?: boolean }) {
  // One row holds them all: three or four across on a wide screen.
  const columns = items.length === 3 ? 3 : 4;
  return (
    <CardGrid columns={columns}>
      {items.map((a) => (
        <Tile
          key={a.id}
          className={brief ? 'audience-tile audience-tile-brief' : 'audience-tile'}
          media={photos ? <Picture src={a.image} alt="" aspect={4 / 3} sizes={cardSizes(columns)} widths={[400, 800]} /> : undefined}
          kicker={photos ? undefined : <span className="audience-tile-icon"><Icon name={icons[a.id]} size={28} /></span>}
          // The spec's card titles where its cards are (with photos); elsewhere, French capitals.
          title={photos ? a.title : audienceNames[a.id]}
          href={a.href}
          more={
            <>
              {audienceTileMore[a.id]} <Icon name="arrow" size={18} />
            </>
          }
        >
          {!brief && <p>{a.description}</p>}
        </Tile>
      ))}
    </CardGrid>
  );
}
