import type { ReactNode } from 'react';
import { type Realisation, years } from '../../../content/realisations.ts';
import { Hero } from '../../_components/Hero.tsx';

/** The project's hero: its photo, where and when, its name and subtitle (also the editor's preview). */
export function ProjectHero({ project, children }: { project: Realisation; children?: ReactNode }) {
  return (
    <Hero
      size="project"
      image={project.image}
      imageAlt={project.imageAlt}
      eyebrow={
        <>
          {/* Non-breaking hyphens: a phone does not end a line on « Roquebrune-Cap- ». */}
          <span className="tagline-first">{project.location.replace(/-/g, '\u2011')}</span>
          <span className="project-hero-sep" aria-hidden="true">
            ·
          </span>
          {/* From 768 px, where a line may break: between the place and the years, each kept whole. */}
          <wbr />
          <span className="nowrap">{years(project)}</span>
        </>
      }
      title={project.title}
      lead={project.subtitle}
    >
      {children}
    </Hero>
  );
}
