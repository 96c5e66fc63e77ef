import { Picture } from '../../../build/render/image.tsx';
import { Section } from '../../_components/Section.tsx';
import { Gallery, LARGE_PLAN } from './Gallery.tsx';
import { type Project, ProjectPage } from './ProjectPage.tsx';
import { TextSection } from './TextSection.tsx';
import { projectWords as say } from '../../../content/portfolio.ts';

// Gallery: three columns from 1024 px, the first photo over two columns and two rows.
const photoCell = (i: number) =>
  i === 0
    ? // Two rows tall from 1024 px: the photo covering it is drawn wider than its column.
      { className: 'is-feature', sizes: '(min-width: 1200px) 960px, (min-width: 1024px) 82vw, 100vw', widths: [800, 1200, 1600, 2000] }
    : { sizes: '(min-width: 1200px) 370px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw', widths: [400, 800] };

// Plans: the spec's grid of four columns, narrow and wide in turn (1fr 2fr 1fr 2fr from 1024 px,
// 1fr 2fr from 640 px); a wide sheet is twice a narrow one's width, so a row is of one height.
// On a phone, one sheet to a row (projects.css).
const planCell = (i: number) =>
  i % 2 === 0
    ? { className: 'is-narrow', sizes: '(min-width: 1200px) 184px, (min-width: 1024px) 16vw, (min-width: 640px) 31vw, 100vw', widths: [400, 800, 1500] }
    : { className: 'is-wide', sizes: '(min-width: 1200px) 368px, (min-width: 1024px) 32vw, (min-width: 640px) 62vw, 100vw', widths: [400, 800, 1600] };

export function Villa({ project }: { project: Project }) {
  const [site, story] = project.sections;
  const { galerie, plans } = project.data.galleries;
  // The house before the works, beside the story of the renovation.
  const { beforeImage, beforeAlt, beforeCaption } = project.data;
  return (
    <ProjectPage project={project}>
      <TextSection id="situation" eyebrow={say.siteEyebrow} section={site} />
      <TextSection id="histoire" eyebrow={say.villa.projectEyebrow} section={story} tone="sand">
        {beforeImage && (
          <figure className="project-before">
            <Picture src={beforeImage} alt={beforeAlt!} aspect={3 / 2} sizes="(min-width: 1024px) 640px, 100vw" widths={[600, 900, 1200, 1800]} />
            <figcaption>{beforeCaption}</figcaption>
          </figure>
        )}
      </TextSection>
      <Section id="visite" eyebrow={say.imagesEyebrow} title={say.villa.visitTitle} intro={say.villa.visitIntro}>
        <Gallery id="galerie" label={say.villa.photos} images={galerie!} layout="captioned" cell={photoCell} behaviour={{}} />
      </Section>
      <Section
        id="les-plans"
        eyebrow={say.villa.plansEyebrow}
        title={say.villa.plansTitle}
        intro={say.villa.plansIntro}
        tone="sand"
      >
        <Gallery id="plans" label={say.villa.plans} images={plans!} layout="plans" cell={planCell} large={LARGE_PLAN} zoomLabel={say.zoomPlan} behaviour={{ reveal: 'sequence', label: say.villa.plan }} />
      </Section>
    </ProjectPage>
  );
}
