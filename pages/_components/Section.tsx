import type { ReactNode } from 'react';

/** A page section with an anchored h2 title, an optional eyebrow and intro. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  deferred = false,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: 'plain' | 'sand' | 'navy';
  /** Far down a long page and heavy: laid out only as the visitor nears it (content-visibility). */
  deferred?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={`section section-${tone}${deferred ? ' section-deferred' : ''}`} id={id} aria-labelledby={`${id}-titre`}>
      <div className="container">
        <header className="section-head">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={`${id}-titre`}>{title}</h2>
          {intro && <p className="lead">{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
