import { aboutWords } from '../../content/about.ts';

/** Key figures of a project, as a definition list; `shown: false` keeps the title for screen readers only. */
export function Facts({ facts, title = aboutWords.facts.title, shown = true }: { facts: { label: string; value: string }[]; title?: string; shown?: boolean }) {
  return (
    <aside className="facts" aria-label={title}>
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
