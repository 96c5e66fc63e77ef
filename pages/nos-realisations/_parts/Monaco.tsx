import { Section } from '../../_components/Section.tsx';
import { Gallery } from './Gallery.tsx';
import { type Project, ProjectPage } from './ProjectPage.tsx';
import { PlanFigure } from './PlanFigure.tsx';
import { TextSection } from './TextSection.tsx';
import type { GalleryImage } from '../../../content/realisations.ts';
import { projectWords as say } from '../../../content/portfolio.ts';
import { slugify } from '../../../build/content/markdown/headings.ts';

// Mosaic of 16: four columns from 1024 px, the first photo over two columns and two rows, the
// tenth over two columns; on two columns both span the full width.
const mosaicCell = (i: number) =>
  i === 0 || i === 9
    ? { className: i === 0 ? 'is-feature' : 'is-wide', sizes: '(min-width: 1200px) 580px, (min-width: 1024px) 50vw, 100vw', widths: [600, 1200, 1600] }
    : { sizes: '(min-width: 1200px) 280px, (min-width: 1024px) 25vw, 50vw', widths: [400, 800] };

// Reportage of 44: two columns on a phone, four from 640 px; a room of three, six or nine photos
// is three across there, in full rows where four would leave a row short. On a phone a room's odd
// last photo takes the whole row.
const roomGrid = (count: number) => {
  const threes = count % 3 === 0 && count % 4 !== 0;
  const wide = threes ? '(min-width: 1200px) 376px, (min-width: 640px) 34vw' : '(min-width: 1200px) 280px, (min-width: 640px) 25vw';
  return {
    layout: threes ? 'grid-threes' : 'grid',
    cell: (i: number) => ({ sizes: `${wide}, ${count % 2 && i === count - 1 ? '100vw' : '50vw'}`, widths: [400, 800] }),
  };
};

/** The reportage room by room: each run of photos of one room, under its name. */
function rooms(photos: GalleryImage[]): { room: string; images: GalleryImage[] }[] {
  const runs: { room: string; images: GalleryImage[] }[] = [];
  for (const photo of photos) {
    const room = photo.room!; // required of this reportage by its schema
    if (runs.at(-1)?.room === room) runs.at(-1)!.images.push(photo);
    else runs.push({ room, images: [photo] });
  }
  return runs;
}

// One viewer over every gallery: 16 + 44 = 60 photos, in page order.
const viewer = { group: 'monaco', label: say.monaco.viewer };

export function Monaco({ project }: { project: Project }) {
  const [site, levels] = project.sections;
  const { grille, photos } = project.data.galleries;
  const reportage = rooms(photos!).map((r) => ({ ...r, id: slugify(r.room) }));
  return (
    <ProjectPage project={project}>
      <TextSection id="situation" eyebrow={say.siteEyebrow} section={site} />
      <Section id="apercu" eyebrow={say.imagesEyebrow} title={say.monaco.previewTitle} tone="sand">
        <Gallery id="grille" label={say.monaco.preview} images={grille!} layout="mosaic" cell={mosaicCell} behaviour={{ ...viewer, reveal: 'sides', fallback: 1000 }} />
      </Section>
      <TextSection id="trois-niveaux" eyebrow={say.monaco.levelsEyebrow} section={levels}>
        {project.data.plan && <PlanFigure plan={project.data.plan} />}
      </TextSection>
      <Section id="reportage" eyebrow={say.monaco.reportEyebrow} title={say.monaco.reportTitle} intro={say.monaco.reportIntro} tone="sand">
        <nav aria-label={say.monaco.rooms}>
          <p>
            {say.monaco.roomsLead} :{' '}
            {reportage.flatMap(({ room, id }, i) => [i > 0 ? '\u00a0· ' : '', <a key={id} href={`#${id}`}>{room.replace(/-/g, '\u2011')}</a>])}
          </p>
        </nav>
        <div id="photos" className="gallery-rooms">
          {reportage.flatMap(({ room, id, images }) => [
            <h3 key={room} id={id} className="gallery-room">
              {room}
            </h3>,
            <Gallery key={`${room} photos`} label={room} images={images} {...roomGrid(images.length)} behaviour={viewer} />,
          ])}
        </div>
      </Section>
    </ProjectPage>
  );
}
