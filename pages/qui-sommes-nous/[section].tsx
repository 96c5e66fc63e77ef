import type { Head } from '../../build/render/page.ts';
import { Picture } from '../../build/render/image.tsx';
import { movedWords as say } from '../../content/navigation.ts';
import { about } from '../../content/pages.ts';
import { Icon } from '../_components/Icon.tsx';
import { Layout } from '../_components/Layout.tsx';
import { aboutSections, type AboutSectionId } from './_parts/sections.ts';

// The four sections of /qui-sommes-nous once had pages of their own. Their old addresses still
// answer, with a notice and a link to the section, kept out of search engines (DESIGN.md §6).

type Props = { id: AboutSectionId };

const sectionOf = (id: AboutSectionId) => aboutSections.find((s) => s.id === id)!;

export function routes() {
  return aboutSections.map((s) => ({ params: { section: s.id }, props: { id: s.id } }));
}

export function head({ id }: Props): Head {
  const { label } = sectionOf(id);
  return {
    title: say.title(label),
    description: say.description(label),
    noindex: true,
    canonical: '/qui-sommes-nous',
  };
}

export default function Moved({ id }: Props) {
  const { label } = sectionOf(id);
  const target = `/qui-sommes-nous#${id}`;
  return (
    <Layout>
      <section className="moved" aria-labelledby="moved-titre">
        <div className="moved-card">
          <Picture src="logo/mark.svg" alt="" sizes="64px" widths={[64, 128]} className="moved-mark" />
          <p className="eyebrow">{label}</p>
          <h1 id="moved-titre">{about.moved.title}</h1>
          <p className="moved-text">{about.moved.text}</p>
          <p className="moved-address">
            {say.newAddress} <span>{say.path(label)}</span>
          </p>
          <p>
            <a className="button" href={target}>
              {about.moved.linkLabel} <Icon name="arrow" size={18} />
            </a>
          </p>
          <nav className="moved-others" aria-label={say.others}>
            <ul>
              {aboutSections
                .filter((s) => s.id !== id)
                .map((s) => (
                  <li key={s.id}>
                    <a href={`/qui-sommes-nous#${s.id}`}>{s.label}</a>
                  </li>
                ))}
            </ul>
          </nav>
        </div>
      </section>
    </Layout>
  );
}
