import type { Head } from '../../build/page.ts';
import { about } from '../../content/pages.ts';
import site from '../../content/site.ts';
import { Hero } from '../_components/Hero.tsx';
import { Icon } from '../_components/Icon.tsx';
import { Layout } from '../_components/Layout.tsx';
import { Section } from '../_components/Section.tsx';
import { aboutSections } from './_parts/sections.ts';
import { Story } from './_parts/Story.tsx';
import { TeamCard } from './_parts/TeamCard.tsx';
import { Values } from './_parts/Values.tsx';

export const head: Head = {
  title: 'Qui sommes-nous\u00a0?',
  description: 'L’histoire de Castellar Foncier à Menton, ses valeurs, ses trois associés et les postes ouverts dans son réseau de mandataires.',
};

/** Who the recruitment text addresses, as the list beside it. */
const profiles = ['Mandataires indépendants', 'Urbanistes', 'Chargés d’opérations', 'Conducteurs de travaux', 'Alternants'];

export default function About() {
  const { recruitment } = about;
  const [applyBefore, applyAfter] = recruitment.application.text.split('{email}');
  return (
    <Layout>
      <div className="about-hero">
        <Hero
          image="pages/qui-sommes-nous.jpg"
          imageAlt="Une façade ocre de Menton aux volets gris, fleurie de bougainvilliers"
          size="page"
          eyebrow="Qui sommes-nous ?"
          title={about.banner.title}
          lead={`Trois associés, un territoire, une même exigence\u00a0: depuis Menton, nous révélons le potentiel foncier de la Riviera.`}
        >
          <nav className="about-toc" aria-label="Sur cette page">
            <ul>
              {aboutSections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </Hero>
      </div>

      <Story />

      <Section id="nos-valeurs" tone="sand" eyebrow="Nos valeurs" title="Quatre valeurs pour guider chaque projet">
        <Values />
      </Section>

      <Section id="notre-equipe" eyebrow="Les associés" title={about.team.title} intro={about.team.intro}>
        <ul className="team">
          {site.people.map((p) => (
            <TeamCard person={p} key={p.slug} />
          ))}
        </ul>
      </Section>

      <section className="section recruit-section" id="nous-rejoindre" aria-labelledby="nous-rejoindre-titre">
        <div className="container">
          <div className="recruit">
            <div className="recruit-text">
              <p className="eyebrow eyebrow-light">Carrières</p>
              <h2 id="nous-rejoindre-titre">{recruitment.title}</h2>
              {recruitment.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              <p>
                {applyBefore}
                <a href={`mailto:${site.office.email}?subject=${encodeURIComponent(recruitment.application.subject)}`}>{site.office.email}</a>
                {applyAfter}
              </p>
              <p>
                <a className="button button-light" href="#nous-rejoindre">
                  {recruitment.buttonLabel} <Icon name="arrow" size={18} />
                </a>
              </p>
            </div>
            <aside className="recruit-profiles" aria-labelledby="profils-titre">
              <h3 id="profils-titre">Profils recherchés</h3>
              <ul>
                {profiles.map((p) => (
                  <li key={p}>
                    <Icon name="check" size={20} />
                    <span>{p}</span>
                  </li>
                ))}
              </ul>
            </aside>
          </div>
        </div>
      </section>
    </Layout>
  );
}
