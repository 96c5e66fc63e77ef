import { Island } from '../../../build/render/island.tsx';
import { film } from '../../../content/pages.ts';
import Carousel from '../../../islands/Carousel.tsx';
import HeroVideo from '../../../islands/HeroVideo.tsx';
import { Icon } from '../../_components/Icon.tsx';
import { Section } from '../../_components/Section.tsx';
import { Gallery } from './Gallery.tsx';
import { HeroFilm } from './HeroFilm.tsx';
import { Panorama } from './Panorama.tsx';
import { PlanFigure } from './PlanFigure.tsx';
import { type Project, ProjectPage } from './ProjectPage.tsx';
import { TextSection } from './TextSection.tsx';
import { projectWords as say } from '../../../content/portfolio.ts';

// The carousel's cells are at least 400 px high: a 3:2 photo covering one is drawn about 600 px
// wide, whether one cell spans a phone or three share a desktop row.
// The cell is drawn up to about 770 px wide (the photo covers a box a little taller than itself):
// 1,600 px for ×2 screens, and for ×3 ones too (drawn at most 1.45× its pixels).
const photoCell = () => ({ sizes: '800px', widths: [800, 1200, 1600] });

/** A link to the residence's own website, in a new tab. */
function WebsiteLink({ href, className, children }: { href: string; className: string; children: string }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      <Icon name="web" size={18} />
      {children}
      <span className="visually-hidden"> {say.newTab}</span>
    </a>
  );
}

// No closing buttons on this page (spec): the box 'Vivez l’expérience' is its call to action.
export function Etoiles({ project }: { project: Project }) {
  const { data } = project;
  const [site, operation, investment, experience] = project.sections;
  const website = data.website!;
  return (
    <ProjectPage
      project={project}
      closing={false}
      heroExtra={
        // One row: the residence's site and the film's button, the film's note under both.
        <div className="hero-actions hero-film-row">
          <WebsiteLink className="button button-light" href={website}>
            {say.etoiles.website}
          </WebsiteLink>
          {/* At `load`: the button works as soon as it shows; the film waits for consent. */}
          {data.videoId && (
            <Island of={HeroVideo} props={{ id: data.videoId, title: data.videoTitle ?? data.title }} hydrate="load">
              <HeroFilm id={data.videoId} words={film} />
            </Island>
          )}
        </div>
      }
    >
      <TextSection id="situation" eyebrow={say.siteEyebrow} section={site} />
      <Panorama id="panorama" src={data.panorama!} alt={data.panoramaAlt!} />
      {/* What the firm did, between the place and the figures: the land study, then the operation. */}
      <TextSection id="operation" tone="sand" eyebrow={say.etoiles.operationEyebrow} section={operation}>
        {data.plan && <PlanFigure plan={data.plan} />}
      </TextSection>
      <TextSection id="investissement" eyebrow={say.etoiles.investEyebrow} section={investment} />
      <Section id="en-images" eyebrow={say.imagesEyebrow} title={say.residenceImages} tone="sand">
        {/* Woken a screen's height ahead: from 768 px the grid it starts as (all 17 photos, for a
            visitor without scripts) turns into the three-photo strip before it comes into view. */}
        <Island of={Carousel} props={{ label: say.residencePhotos, count: data.galleries.galerie!.length }} hydrate="visible(1000px)">
          <Gallery id="galerie" label={say.residencePhotos} images={data.galleries.galerie!} layout="carousel" cell={photoCell} />
        </Island>
      </Section>
      <section className="section project-experience" id="experience" aria-labelledby="experience-titre">
        <div className="container">
          <div className="experience-box">
            <p className="eyebrow eyebrow-light">{data.title}</p>
            <h2 id="experience-titre" dangerouslySetInnerHTML={{ __html: experience!.title }} />
            <div className="experience-text" dangerouslySetInnerHTML={{ __html: experience!.html }} />
            <WebsiteLink className="button button-light" href={website}>
              {say.etoiles.visit}
            </WebsiteLink>
          </div>
        </div>
      </section>
    </ProjectPage>
  );
}
