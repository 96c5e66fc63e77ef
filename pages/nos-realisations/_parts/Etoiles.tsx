import { Icon } from '../../_components/Icon.tsx';
import { Section } from '../../_components/Section.tsx';
import { Gallery } from './Gallery.tsx';
import { Panorama } from './Panorama.tsx';
import { type Project, ProjectPage } from './ProjectPage.tsx';
import { TextSection } from './TextSection.tsx';

// Three columns from 1024 px (two below), the first photo over two columns: 17 + 1 cells fill
// every row at both widths.
const photoCell = (i: number) =>
  i === 0
    ? { className: 'is-wide', sizes: '(min-width: 1200px) 760px, (min-width: 1024px) 66vw, 100vw', widths: [800, 1200, 1600] }
    : { sizes: '(min-width: 1200px) 370px, (min-width: 1024px) 33vw, 50vw', widths: [400, 800] };

/** A link to the residence's own website, in a new tab. */
function WebsiteLink({ href, className, children }: { href: string; className: string; children: string }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      <Icon name="web" size={18} />
      {children}
      <span className="visually-hidden"> (nouvel onglet)</span>
    </a>
  );
}

// No closing buttons on this page (spec): the box 'Vivez l’expérience' is its call to action.
export function Etoiles({ project }: { project: Project }) {
  const { data } = project;
  const [site, investment, experience] = project.sections;
  const website = data.website!;
  return (
    <ProjectPage
      project={project}
      closing={false}
      heroExtra={
        <p className="hero-actions">
          <WebsiteLink className="button button-light" href={website}>
            Le site de la résidence
          </WebsiteLink>
        </p>
      }
    >
      <TextSection id="situation" eyebrow="Le site" section={site} />
      <Panorama id="panorama" src={data.panorama!} alt={data.panoramaAlt!} />
      <TextSection id="investissement" eyebrow="Investir" section={investment} />
      <Section id="en-images" eyebrow="En images" title="La résidence en images" tone="sand">
        <Gallery id="galerie" label="Photographies de la résidence" images={data.galleries.galerie!} layout="trio" cell={photoCell} />
      </Section>
      <section className="section project-experience" id="experience" aria-labelledby="experience-titre">
        <div className="container">
          <div className="experience-box">
            <p className="eyebrow eyebrow-light">{data.title}</p>
            <h2 id="experience-titre" dangerouslySetInnerHTML={{ __html: experience!.title }} />
            <div className="experience-text" dangerouslySetInnerHTML={{ __html: experience!.html }} />
            <WebsiteLink className="button button-light" href={website}>
              Visiter le site
            </WebsiteLink>
          </div>
        </div>
      </section>
    </ProjectPage>
  );
}
