import { factSheet, type Realisation } from '../../../content/realisations.ts';
import { portfolioWords } from '../../../content/portfolio.ts';
import { ClientVoice } from '../../_components/ClientVoice.tsx';
import { Facts } from '../../_components/Facts.tsx';

/**
 * The fact sheet under the hero, read before the story of the place: commune, surface, homes,
 * years and the firm's role, then the project's own facts, four to a row on wide screens (also
 * the editor's preview), and what the client said of it. The hero just named the project, so the
 * card does not name it again.
 */
export function ProjectFacts({ project }: { project: Realisation }) {
  return (
    <section className="section project-brief" id="en-bref" aria-labelledby="en-bref-titre">
      <div className="container">
        <p className="eyebrow">{portfolioWords.factsEyebrow}</p>
        <h2 id="en-bref-titre">{portfolioWords.factsTitle}</h2>
        <Facts facts={factSheet(project, portfolioWords.sheet)} title={project.title} shown={false} />
        <ClientVoice voice={project.voice} />
      </div>
    </section>
  );
}
