import { aboutWords as say } from '../../../content/about.ts';
import { quoteFigures } from '../../../content/proof.ts';
import { Section } from '../../_components/Section.tsx';

/** The firm in six dates, the last one quoting the key figures (the home page shows them as a band). */
export function Timeline() {
  const { eyebrow, title, entries } = say.timeline;
  return (
    <Section id="reperes" eyebrow={eyebrow} title={title}>
      <ol className="timeline">
        {entries.map((e) => (
          <li key={e.when}>
            <p className="timeline-when">{quoteFigures(e.when)}</p>
            <h3>{quoteFigures(e.title)}</h3>
            <p>{quoteFigures(e.text)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
