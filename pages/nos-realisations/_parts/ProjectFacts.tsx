import { factSheet, type Realisation } from '../../../content/realisations.ts';
import { portfolioWords } from '../../../content/portfolio.ts';
import { Facts } from '../../_components/Facts.tsx';
import { TextSection } from './TextSection.tsx';

/** The facts band: the fact sheet, then the project's own facts (also the editor's preview). */
export function ProjectFacts({ project, tone = 'plain' }: { project: Realisation; tone?: 'plain' | 'sand' }) {
  return (
    <TextSection id="en-bref" eyebrow={portfolioWords.factsEyebrow} title={portfolioWords.factsTitle} intro={project.excerpt} tone={tone}>
      <Facts facts={factSheet(project, portfolioWords.sheet)} title={project.title} />
    </TextSection>
  );
}
