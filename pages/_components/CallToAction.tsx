import type { ReactNode } from 'react';
import { ctaCallBefore } from '../../content/widgets/menu.ts';
import { CallLink } from './CallBar.tsx';

/**
 * A navy band that asks for one action, with the office's number beside it: on a wide screen
 * the phones' call bar is hidden, and a landowner who would rather talk finds the number here.
 * `boxed`: a navy card inside the page's margins instead, for the end of a page, where a band
 * would run into the navy footer.
 */
export function CallToAction({ id, title, text, href, label, boxed = false }: { id: string; title: ReactNode; text: ReactNode; href: string; label: string; boxed?: boolean }) {
  return (
    <section className={boxed ? 'section' : 'cta'} aria-labelledby={id}>
      <div className={boxed ? 'container cta cta-boxed cta-body' : 'container cta-body'}>
        <div>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
        </div>
        <div className="cta-actions">
          <a className="button button-light" href={href}>
            {label}
          </a>
          <CallLink className="cta-call" before={ctaCallBefore} iconSize={18} />
        </div>
      </div>
    </section>
  );
}
