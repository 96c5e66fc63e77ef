import { aboutWords } from '../../content/about.ts';

/** Key figures of a project, as a definition list. */
export function Facts({ facts, title = aboutWords.facts.title }: { facts: { label: string; value: string }[]; title?: string }) {
  return (
    <aside className="facts" aria-label={title}>
      <p className="facts-title">{title}</p>
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
