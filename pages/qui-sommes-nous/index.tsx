import type { Head } from '../../build/render/page.ts';
import { aboutWords as say } from '../../content/about.ts';
import { about } from '../../content/pages.ts';
import site from '../../content/site.ts';
import { Hero } from '../_components/Hero.tsx';
import { Icon } from '../_components/Icon.tsx';
import { Email } from '../_components/Unbroken.tsx';
import { Layout } from '../_components/Layout.tsx';
import { Section } from '../_components/Section.tsx';
import { aboutSections } from './_parts/sections.ts';
import { Story } from './_parts/Story.tsx';
import { Timeline } from './_parts/Timeline.tsx';
import { TeamCard } from './_parts/TeamCard.tsx';
import { Values } from './_parts/Values.tsx';

export const head: Head = {
  title: say.metaTitle,
  description: say.metaDescription,
};

export default function About() {
  const { recruitment } = about;
  const [applyBefore, applyAfter] = recruitment.application.text.split('{email}');
  return (
    <Layout>
      <div className="about-hero">
        <Hero
          image="pages/qui-sommes-nous.jpg"
          imageAlt={say.heroAlt}
          size="page"
          eyebrow={say.eyebrow}
          title={about.banner.title}
          lead={say.lead}
        >
          <nav className="about-toc" aria-label={say.toc}>
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

      <Timeline />

      <Section id="nos-valeurs" tone="sand" eyebrow={say.valuesEyebrow} title={say.valuesTitle}>
        <Values />
      </Section>

      <Section id="notre-equipe" eyebrow={say.teamEyebrow} title={about.team.title} intro={about.team.intro}>
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
              <p className="eyebrow eyebrow-light">{say.careersEyebrow}</p>
              <h2 id="nous-rejoindre-titre">{recruitment.title}</h2>
              {recruitment.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              <p>
                {applyBefore}
                <a href={`mailto:${site.office.email}?subject=${encodeURIComponent(recruitment.application.subject)}`}>
                  <Email address={site.office.email} />
                </a>
                {applyAfter}
              </p>
              <p>
                <a className="button button-light" href="#nous-rejoindre">
                  {recruitment.buttonLabel} <Icon name="arrow" size={18} />
                </a>
              </p>
            </div>
            <aside className="recruit-profiles" aria-labelledby="profils-titre">
              <h3 id="profils-titre">{say.profilesTitle}</h3>
              <ul>
                {say.profiles.map((p) => (
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
