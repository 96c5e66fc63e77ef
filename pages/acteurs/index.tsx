import type { Head } from '../../build/render/page.ts';
import { acteurs, acteursWords as say, agencyRoom, home } from '../../content/pages.ts';
import { AudienceTiles } from '../_components/AudienceTiles.tsx';
import { CallToAction } from '../_components/CallToAction.tsx';
import { Hero } from '../_components/Hero.tsx';
import { MoreLink } from '../_components/MoreLink.tsx';
import { Layout } from '../_components/Layout.tsx';
import { RotatingWords } from '../_components/RotatingWords.tsx';
import { Section } from '../_components/Section.tsx';
import { actorsStrengthIcons } from './_parts/audiences.ts';
import { MethodBoxes } from './_parts/MethodBoxes.tsx';
import { Objectives } from './_parts/Objectives.tsx';
import { ProjectTiles } from '../_components/ProjectTiles.tsx';
import { PullQuote } from './_parts/PullQuote.tsx';
import { Strengths } from './_parts/Strengths.tsx';
import { LandStudy } from './_parts/LandStudy.tsx';
import { landStudy } from '../../content/proof.ts';

export const head: Head = {
  title: say.metaTitle,
  description: say.metaDescription,
};

export default function Actors() {
  const { hero, objectives, strengths, approach, advantages, cta, quote, audiences, projects } = acteurs;
  return (
    <Layout>
      <div className="actors-hero">
        <Hero
          image="pages/acteurs.jpg"
          imageAlt={say.heroAlt}
          size="page"
          eyebrow={say.eyebrow}
          title={<RotatingWords before={hero.questionStart} words={hero.rotatingWords} after={'\u00a0?'} or />}
          lead={hero.intro}
          actions={[{ href: '#publics', label: say.find }]}
        />
      </div>

      <Section
        id="objectifs"
        eyebrow={say.objectivesEyebrow}
        title={say.objectivesTitle}
        intro={say.objectivesIntro}
      >
        <Objectives items={objectives} />
      </Section>

      <Section
        id="publics"
        tone="sand"
        eyebrow={say.audiencesEyebrow}
        title={say.audiencesTitle}
        intro={say.audiencesIntro}
      >
        <AudienceTiles items={home.audiences.map((a) => ({ ...a, description: audiences[a.id] }))} plans={false} />
      </Section>

      <Section id="atouts" eyebrow={say.strengthsEyebrow} title={say.strengthsTitle}>
        <Strengths items={strengths} icons={actorsStrengthIcons} photo={agencyRoom} />
      </Section>

      <Section
        id="demarche"
        tone="sand"
        eyebrow={say.methodEyebrow}
        title={say.methodTitle}
        intro={say.methodIntro}
      >
        <MethodBoxes approach={approach} advantages={advantages} />
      </Section>

      <Section id="etude-fonciere" eyebrow={landStudy.eyebrow} title={landStudy.title} intro={landStudy.intro}>
        <LandStudy />
      </Section>

      <PullQuote quote={quote} />

      <Section id="exemples" eyebrow={say.projectsEyebrow} title={say.projectsTitle}>
        <ProjectTiles items={projects} />
        <MoreLink href="/nos-realisations">{say.allProjects}</MoreLink>
      </Section>

      <CallToAction id="acteurs-contact" title={say.ctaTitle} text={cta.text} href={`${cta.href}#formulaire`} label={cta.buttonLabel} />
    </Layout>
  );
}
