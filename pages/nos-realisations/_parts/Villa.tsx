import { Section } from '../../_components/Section.tsx';
import { Gallery, LARGE_PLAN } from './Gallery.tsx';
import { type Project, ProjectPage } from './ProjectPage.tsx';
import { TextSection } from './TextSection.tsx';

// Gallery: three columns from 1024 px, the first photo over two columns and two rows.
const photoCell = (i: number) =>
  i === 0
    ? // Two rows tall from 1024 px: the photo covering it is drawn wider than its column.
      { className: 'is-feature', sizes: '(min-width: 1200px) 960px, (min-width: 1024px) 82vw, 100vw', widths: [800, 1200, 1600] }
    : { sizes: '(min-width: 1200px) 370px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw', widths: [400, 800] };

// Plans alternate portrait and landscape sheets: narrow cells for the first, wide for the second.
const planCell = (i: number) =>
  i % 2 === 0
    ? { className: 'is-narrow', sizes: '(min-width: 1200px) 280px, (min-width: 1024px) 25vw, 50vw', widths: [400, 800] }
    : { className: 'is-wide', sizes: '(min-width: 1200px) 570px, 50vw', widths: [600, 1200] };

export function Villa({ project }: { project: Project }) {
  const [site, story] = project.sections;
  const { galerie, plans } = project.data.galleries;
  return (
    <ProjectPage project={project}>
      <TextSection id="situation" eyebrow="Le site" section={site} />
      <TextSection id="histoire" eyebrow="Le projet" section={story} tone="sand" />
      <Section id="visite" eyebrow="En images" title="Visite de la villa" intro="De la façade sud au pamplemoussier, la villa telle qu’elle a été livrée.">
        <Gallery id="galerie" label="Photographies de la villa" images={galerie!} layout="captioned" cell={photoCell} behaviour={{}} />
      </Section>
      <Section
        id="les-plans"
        eyebrow="Plans"
        title="Les plans du projet"
        intro={'Plans de niveaux, façades, coupes et plan masse\u00a0: onze planches pour suivre la transformation de la villa.'}
        tone="sand"
      >
        <Gallery id="plans" label="Plans de la villa" images={plans!} layout="plans" cell={planCell} large={LARGE_PLAN} zoomLabel="agrandir le plan" behaviour={{ reveal: 'sequence', single: true, label: 'Plan de la villa' }} />
      </Section>
    </ProjectPage>
  );
}
