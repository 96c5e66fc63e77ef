import type { ReactNode } from 'react';
import type { Section } from '../../../build/content/collection.ts';

/**
 * An editorial block: the title in a narrow column, the text in a wide one (stacked on small
 * screens). Either the text of a Markdown section or any children (the facts box).
 */
export function TextSection({
  id,
  eyebrow,
  title,
  section,
  tone = 'plain',
  children,
}: {
  id: string;
  eyebrow: string;
  /** Defaults to the Markdown section's own title. */
  title?: string;
  section?: Section;
  tone?: 'plain' | 'sand';
  children?: ReactNode;
}) {
  const heading = title ?? section?.title ?? '';
  return (
    <section className={`section section-${tone} project-text`} id={id} aria-labelledby={`${id}-titre`}>
      <div className="container project-split">
        <header className="project-split-head">
          <p className="eyebrow">{eyebrow}</p>
          {/* Markdown titles are inline HTML (entities, emphasis). */}
          <h2 id={`${id}-titre`} dangerouslySetInnerHTML={{ __html: heading }} />
        </header>
        <div className="project-split-body">
          {section && <div className="prose project-prose" dangerouslySetInnerHTML={{ __html: section.html }} />}
          {children}
        </div>
      </div>
    </section>
  );
}
