import { Section } from '../../_components/Section.tsx';
import { Gallery } from './Gallery.tsx';
import { PlanFigure } from './PlanFigure.tsx';
import { Panorama } from './Panorama.tsx';
import { type Project, ProjectPage } from './ProjectPage.tsx';
import { TextSection } from './TextSection.tsx';
import { projectWords as say } from '../../../content/portfolio.ts';

// Three columns from 1024 px: the first and last photos over two columns (7 + 2 = 9 cells);
// on two columns only the first (7 + 1 = 8).
const photoCell = (i: number, count: number) =>
  i === 0
    ? { className: 'is-wide', sizes: '(min-width: 1200px) 770px, (min-width: 1024px) 66vw, 100vw', widths: [800, 1200, 1600, 2100] }
    : i === count - 1
      ? { className: 'is-wide-large', sizes: '(min-width: 1200px) 770px, (min-width: 1024px) 66vw, 50vw', widths: [400, 800, 1600] }
      : { sizes: '(min-width: 1200px) 380px, (min-width: 1024px) 33vw, 50vw', widths: [400, 800] };

export function BellaVista({ project }: { project: Project }) {
  const { data } = project;
  const [site, apartments, amenities] = project.sections;
  const photos = data.galleries.galerie!;
  return (
    <ProjectPage project={project}>
      <TextSection id="situation" eyebrow={say.siteEyebrow} section={site} />
      <Panorama id="panorama" src={data.panorama!} alt={data.panoramaAlt!} />
      <TextSection id="appartements" eyebrow={say.bellaVista.apartmentsEyebrow} section={apartments}>
        {data.plan && <PlanFigure plan={data.plan} />}
      </TextSection>
      <Section id="en-images" eyebrow={say.imagesEyebrow} title={say.residenceImages} tone="sand">
        <Gallery id="galerie" label={say.residencePhotos} images={photos} layout="trio" cell={(i) => photoCell(i, photos.length)} behaviour={{}} />
      </Section>
      <TextSection id="securite" eyebrow={say.bellaVista.amenitiesEyebrow} section={amenities} />
    </ProjectPage>
  );
}
