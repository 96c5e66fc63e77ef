import type { Head } from '../../build/page.ts';
import { acteurs, audiencePage, audiences, audienceTitles, home, type AudienceSlug } from '../../content/pages.ts';
import { AudienceTiles } from '../_components/AudienceTiles.tsx';
import { Breadcrumb } from '../_components/Breadcrumb.tsx';
import { CallToAction } from '../_components/CallToAction.tsx';
import { CardGrid } from '../_components/CardGrid.tsx';
import { Hero } from '../_components/Hero.tsx';
import { Icon } from '../_components/Icon.tsx';
import { Layout } from '../_components/Layout.tsx';
import { Section } from '../_components/Section.tsx';
import { audienceDecor, strengthIcons } from './_parts/audiences.ts';
import { MethodBoxes } from './_parts/MethodBoxes.tsx';
import { Objectives } from './_parts/Objectives.tsx';
import { ProjectTiles } from './_parts/ProjectTiles.tsx';
import { Strengths } from './_parts/Strengths.tsx';

type Props = { slug: AudienceSlug };

export function routes() {
  return audiences.map((p) => ({ params: { audience: p.slug }, props: { slug: p.slug } }));
}

export function head({ slug }: Props): Head {
  const page = audiencePage(slug);
  return { title: audienceTitles[slug], description: page.metaDescription };
}

export default function Audience({ slug }: Props) {
  const page = audiencePage(slug);
  const decor = audienceDecor[slug];
  const label = audienceTitles[slug];
  const details = page.details;
  const others = home.audiences.filter((a) => a.id !== slug);
  return (
    <Layout>
      <Hero image={`pages/${slug}.jpg`} imageAlt={decor.heroAlt} size="page" eyebrow={label} title={page.title}>
        <p className="hero-actions">
          <a className="button button-light" href="/contact#formulaire">
            Nous soumettre un projet
          </a>
        </p>
      </Hero>
      <div className="container crumbs">
        <Breadcrumb items={[{ label: 'Accueil', href: '/' }, { label: 'Acteurs', href: '/acteurs' }, { label }]} />
      </div>

      <section className="section audience-intro" id="accompagnement" aria-labelledby="accompagnement-titre">
        <div className="container audience-intro-grid">
          <header>
            <p className="eyebrow">{decor.introEyebrow}</p>
            <h2 id="accompagnement-titre">{decor.introTitle}</h2>
            <p className="lead audience-lead">{page.intro}</p>
          </header>
          <CardGrid columns={2} className="info-cards">
            {page.cards.map((c, i) => (
              <li className="info-card" key={c.title}>
                <span className="info-card-icon">
                  <Icon name={decor.cardIcons[i] ?? 'check'} size={28} />
                </span>
                <h3>{c.title}</h3>
                <p>{c.text}</p>
              </li>
            ))}
          </CardGrid>
        </div>
      </section>

      {details ? (
        <>
          <Section id="objectifs" tone="sand" eyebrow="Nos objectifs" title="Quatre objectifs pour votre bien">
            <Objectives items={details.objectives} />
          </Section>
          <Section id="atouts" eyebrow="Nos atouts" title="Ce qui fait la différence">
            <Strengths items={details.strengths} icons={strengthIcons.proprietaires} photo={decor.photo} />
          </Section>
          <Section id="demarche" tone="sand" eyebrow="Notre méthode" title="Pas à pas, jusqu’à la signature">
            <MethodBoxes approach={details.approach} advantages={details.advantages} />
          </Section>
          <CallToAction
            id="proprietaires-contact"
            title={'Quel est le potentiel de votre bien\u00a0?'}
            text={details.cta.text}
            href={`${details.cta.href}#formulaire`}
            label={details.cta.buttonLabel}
          />
          <Section id="exemples" eyebrow="Nos réalisations" title="Des biens révélés par nos soins">
            <ProjectTiles items={details.projects} />
            <p className="section-more">
              <a className="button button-ghost" href="/actualites">
                Voir plus de projets <Icon name="arrow" size={18} />
              </a>
            </p>
          </Section>
        </>
      ) : (
        <>
          <Section id="atouts" tone="sand" eyebrow="Nos atouts" title="Pourquoi travailler avec nous">
            <Strengths items={acteurs.strengths} icons={strengthIcons.acteurs} photo={decor.photo} />
          </Section>
          <CallToAction
            id={`${slug}-contact`}
            title="Parlons de votre projet"
            text={'Décrivez-nous votre besoin en quelques lignes\u00a0: l’un des trois associés vous répond personnellement, et le premier échange est sans engagement.'}
            href="/contact#formulaire"
            label="Contactez-nous"
          />
        </>
      )}

      <Section id="autres-acteurs" eyebrow="Vous êtes plutôt…" title="Nous accompagnons aussi">
        <AudienceTiles items={others} />
        <p className="section-more">
          <a className="button button-ghost" href="/acteurs">
            Tous les acteurs <Icon name="arrow" size={18} />
          </a>
        </p>
      </Section>
    </Layout>
  );
}
