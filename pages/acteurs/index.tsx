import type { Head } from '../../build/page.ts';
import { acteurs, home } from '../../content/pages.ts';
import { AudienceTiles } from '../_components/AudienceTiles.tsx';
import { CallToAction } from '../_components/CallToAction.tsx';
import { Hero } from '../_components/Hero.tsx';
import { Icon } from '../_components/Icon.tsx';
import { Layout } from '../_components/Layout.tsx';
import { RotatingWords } from '../_components/RotatingWords.tsx';
import { Section } from '../_components/Section.tsx';
import { strengthIcons } from './_parts/audiences.ts';
import { MethodBoxes } from './_parts/MethodBoxes.tsx';
import { Objectives } from './_parts/Objectives.tsx';
import { ProjectTiles } from './_parts/ProjectTiles.tsx';
import { PullQuote } from './_parts/PullQuote.tsx';
import { Strengths } from './_parts/Strengths.tsx';

export const head: Head = {
  title: 'Propriétaires, collectivités, professionnels, investisseurs',
  description: 'Castellar Foncier accompagne chaque acteur du foncier sur la Riviera\u00a0: propriétaires privés, collectivités, professionnels de l’immobilier et investisseurs.',
};

export default function Actors() {
  const { hero, objectives, strengths, approach, advantages, cta, quote, projects } = acteurs;
  return (
    <Layout>
      <div className="actors-hero">
        <Hero
          image="pages/acteurs.jpg"
          imageAlt="La baie de Menton, ses façades colorées étagées au pied des collines et la mer"
          size="page"
          eyebrow="Propriétaires, collectivités, professionnels, investisseurs"
          title={<RotatingWords before={hero.questionStart} words={hero.rotatingWords} after={'\u00a0?'} />}
          lead={hero.intro}
        >
          <p className="hero-actions">
            <a className="button button-light" href="#publics">
              Trouver votre accompagnement
            </a>
          </p>
        </Hero>
      </div>

      <Section
        id="objectifs"
        eyebrow="Nos objectifs"
        title="Quatre objectifs pour votre patrimoine"
        intro="Quel que soit votre projet, notre mission se mesure à ces quatre résultats."
      >
        <Objectives items={objectives} />
      </Section>

      <Section
        id="publics"
        tone="sand"
        eyebrow="Vous êtes…"
        title="Un accompagnement pour chaque acteur du foncier"
        intro={'Choisissez votre profil\u00a0: nous vous présentons ce que nous faisons pour vous, concrètement.'}
      >
        <AudienceTiles items={home.audiences} />
      </Section>

      <Section id="atouts" eyebrow="Nos atouts" title="Pourquoi nous confier votre projet">
        <Strengths items={strengths} icons={strengthIcons.acteurs} photo="realisations/les-etoiles-du-rocher/galerie-01.jpg" />
      </Section>

      <Section
        id="demarche"
        tone="sand"
        eyebrow="Notre méthode"
        title="Une démarche claire, des avantages concrets"
        intro="De la première visite à l’acte de vente, vous savez à chaque instant où en est votre projet."
      >
        <MethodBoxes approach={approach} advantages={advantages} />
      </Section>

      <PullQuote quote={quote} />

      <Section id="exemples" eyebrow="Nos réalisations" title="Quelques projets menés sur la Riviera">
        <ProjectTiles items={projects} />
        <p className="section-more">
          <a className="button button-ghost" href="/nos-realisations">
            Voir toutes nos réalisations <Icon name="arrow" size={18} />
          </a>
        </p>
      </Section>

      <CallToAction id="acteurs-contact" title="Parlons de votre patrimoine" text={cta.text} href={`${cta.href}#formulaire`} label={cta.buttonLabel} />
    </Layout>
  );
}
