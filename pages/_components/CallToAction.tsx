import type { ReactNode } from 'react';

/** A navy band that asks for one action. */
export function CallToAction({ id, title, text, href, label }: { id: string; title: ReactNode; text: ReactNode; href: string; label: string }) {
  return (
    <section className="cta" aria-labelledby={id}>
      <div className="container cta-body">
        <div>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
        </div>
        <a className="button button-light" href={href}>
          {label}
        </a>
      </div>
    </section>
  );
}
