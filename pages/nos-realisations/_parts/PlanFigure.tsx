import { imageUrl, Picture } from '../../../build/render/image.tsx';
import { Island } from '../../../build/render/island.tsx';
import GalleryIsland from '../../../islands/Gallery.tsx';
import { projectWords as say } from '../../../content/portfolio.ts';
import { PlanLegend, PlanMarks } from './PlanKey.tsx';
import type { Project } from './ProjectPage.tsx';

type Plan = NonNullable<Project['data']['plan']>;

/**
 * A project's plan in its text, as wide as that text, what it shows under it (a site's
 * buildings; a flat's rooms, numbered over it, and their areas); touched, it opens whole in the
 * page's viewer (the bare file without JavaScript).
 */
export function PlanFigure({ plan }: { plan: Plan }) {
  return (
    <figure className="project-plan">
      <Island of={GalleryIsland} props={{ label: say.plan, single: true }} hydrate="interaction">
        <a className="gallery-link" href={imageUrl(plan.src, { width: 1680, format: 'webp' })}>
          <Picture src={plan.src} alt={plan.alt} sizes="(min-width: 1024px) 640px, 100vw" widths={[600, 900, 1280, 1680]} />
          {plan.rooms && <PlanMarks src={plan.src} rooms={plan.rooms} />}
          <span className="visually-hidden"> ({say.zoomPlan})</span>
        </a>
      </Island>
      <figcaption>
        {plan.caption}
        {plan.rooms && <PlanLegend rooms={plan.rooms} />}
      </figcaption>
    </figure>
  );
}
