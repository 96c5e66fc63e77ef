import { Picture } from '../../build/render/image.tsx';
import { audienceNames, audienceTileCase, audienceTileMore, type home } from '../../content/pages.ts';
import { homeCardOperation } from '../../content/proof.ts';
import { CardGrid, cardSizes } from '../../islands/_lib/CardGrid.tsx';
import { Icon, type IconName } from './Icon.tsx';
import { Tile } from '../../islands/_lib/Tile.tsx';

type Audience = (typeof home.audiences)[number];

/** What each audience's tile shows where it has no plan. */
const icons: Record<Audience['id'], IconName> = {
  'proprietaires-prives': 'terrain',
  'institutions-collectivites': 'ville',
  'professionnels-immobilier': 'search',
  investisseurs: 'cycle',
};

/**
 * The audience pages as tiles, each one link. On the home page (`plans`) each tile shows the plan
 * of an operation done for that audience, named on the plan as a reference by its commune and
 * years (so that the four titles start on one line, however long a commune's name); on /acteurs all four, and on each audience page the three others, with
 * an icon instead. `brief`: the name and what its page offers, without the description the home page and
 * /acteurs already give (an audience page's way on to the others, a screen shorter on a phone).
 */
export function AudienceTiles({ items, plans = true, brief = false }: { items: readonly Audience[]; plans?: boolean; brief?: boolean }) {
  // One row holds them all: three or four across on a wide screen.
  const columns = items.length === 3 ? 3 : 4;
  return (
    <CardGrid columns={columns}>
      {items.map((a) => {
        const operation = plans ? homeCardOperation(a) : undefined;
        return (
          <Tile
            key={a.id}
            className={brief ? 'audience-tile audience-tile-brief' : 'audience-tile'}
            media={
              operation && (
                <div className="tile-media">
                  <Picture src={a.plan} alt={operation.plan.alt} aspect={4 / 3} sizes={cardSizes(columns)} widths={[400, 800]} />
                  <p className="tile-caption">{audienceTileCase(operation.place.split(',')[0]!, operation.years.replaceAll(' ', '\u00a0'))}</p>
                </div>
              )
            }
            kicker={
              !operation && (
                <span className="audience-tile-icon">
                  <Icon name={icons[a.id]} size={28} />
                </span>
              )
            }
            // The spec's card titles where its cards are (the home page); elsewhere, French capitals.
            title={plans ? a.title : audienceNames[a.id]}
            href={a.href}
            more={
              <>
                {audienceTileMore[a.id]} <Icon name="arrow" size={18} />
              </>
            }
          >
            {!brief && <p>{a.description}</p>}
          </Tile>
        );
      })}
    </CardGrid>
  );
}
