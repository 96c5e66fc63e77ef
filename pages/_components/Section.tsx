import type { ReactNode } from 'react';

/** A page section with an anchored h2 title, an optional eyebrow and intro. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: 'plain' | 'sand' | 'navy';
  children?: ReactNode;
}) {
  return (
    <section className={`section section-${tone}`} id={id} aria-labelledby={`${id}-titre`}>
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
