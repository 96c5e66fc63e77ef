import type { ReactNode } from 'react';
import { aboutWords } from '../../content/about.ts';

/** Key figures, as a definition list; `shown: false` keeps the title for screen readers only; `children` head the card (a logo). */
export function Facts({ facts, title = aboutWords.facts.title, shown = true, children }: { facts: { label: string; value: string }[]; title?: string; shown?: boolean; children?: ReactNode }) {
  return (
    <aside className="facts" aria-label={title}>
      {children}
      {shown && <p className="facts-title">{title}</p>}
      <dl>
        {facts.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
