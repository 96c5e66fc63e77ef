import type { Head } from '../../build/render/page.ts';
import { audienceNames, audiencePage, audiences, home, type AudienceSlug, audiencePageWords as say } from '../../content/pages.ts';
import { ownerPath, trackRecords } from '../../content/proof.ts';
import { contactHref } from '../../content/forms.ts';
import { frameWords } from '../../content/navigation.ts';
import { AudienceTiles } from '../_components/AudienceTiles.tsx';
import { Breadcrumb } from '../_components/Breadcrumb.tsx';
import { CallToAction } from '../_components/CallToAction.tsx';
import { CardGrid } from '../../islands/_lib/CardGrid.tsx';
import { Hero } from '../_components/Hero.tsx';
import { Icon } from '../_components/Icon.tsx';
import { MoreLink } from '../_components/MoreLink.tsx';
import { Layout } from '../_components/Layout.tsx';
import { Section } from '../_components/Section.tsx';
import { audienceDecor } from './_parts/audiences.ts';
import { MethodBoxes } from './_parts/MethodBoxes.tsx';
import { OwnerPath } from '../_components/OwnerPath.tsx';
import { TrackRecord } from './_parts/TrackRecord.tsx';
import { studies } from '../../content/study.ts';
import { Objectives } from './_parts/Objectives.tsx';
import { ProjectTiles } from '../_components/ProjectTiles.tsx';
import { Strengths } from './_parts/Strengths.tsx';

type Props = { slug: AudienceSlug };

export function routes() {
  return audiences.map((p) => ({ params: { audience: p.slug }, props: { slug: p.slug } }));
}

export function head({ slug }: Props): Head {
  const page = audiencePage(slug);
  return { title: audienceNames[slug], description: page.metaDescription };
}

export default function Audience({ slug }: Props) {
  const page = audiencePage(slug);
  const decor = audienceDecor[slug];
  const label = audienceNames[slug];
  const record = trackRecords[slug];
  const references = (
    <Section id="references" tone={page.details ? 'sand' : 'plain'} eyebrow={record.eyebrow} title={record.title}>
      <TrackRecord record={record} sample={studies.find((s) => s.audience === slug)} />
    </Section>
  );
  const details = page.details;
  const entry = page.why?.entry;
  const others = home.audiences.filter((a) => a.id !== slug);
  return (
    <Layout>
      {/* (No eyebrow: the title itself begins with the audience's name.) */}
      <Hero image={`pages/${slug}.jpg`} imageAlt={decor.heroAlt} size="page" title={page.title} actions={[{ href: contactHref(slug), label: say.submit[slug] }]} />
      <div className="container crumbs">
        <Breadcrumb items={[{ label: frameWords.home, href: '/' }, { label: say.crumb, href: '/acteurs' }, { label }]} />
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
          <Section id="objectifs" tone="sand" eyebrow={say.objectivesEyebrow} title={say.objectivesTitle}>
            <Objectives items={details.objectives} />
          </Section>
          <Section id="parcours" eyebrow={ownerPath.eyebrow} title={ownerPath.title} intro={ownerPath.intro}>
            <OwnerPath />
          </Section>
          {references}
          <Section id="atouts" eyebrow={say.strengthsEyebrow} title={say.strengthsTitle}>
            <Strengths items={details.strengths} icons={decor.strengthIcons} photo={decor.photo} />
          </Section>
          <Section id="demarche" tone="sand" eyebrow={say.methodEyebrow} title={say.methodTitle}>
            <MethodBoxes approach={details.approach} advantages={details.advantages} />
          </Section>
          {/* The projects before the call to action: the page ends on the owner's next step. */}
          <Section id="exemples" eyebrow={say.projectsEyebrow} title={say.projectsTitle} intro={say.projectsIntro}>
            <ProjectTiles items={details.projects} />
            <MoreLink href="/actualites">{say.moreProjects}</MoreLink>
          </Section>
          <CallToAction
            id="proprietaires-contact"
            title={say.potentialTitle}
            text={details.cta.text}
            href={contactHref(slug)}
            label={details.cta.buttonLabel}
          />
        </>
      ) : (
        <>
          <Section id="atouts" tone="sand" eyebrow={say.strengthsEyebrow} title={say.whyTitle}>
            <Strengths items={page.why!.strengths} icons={decor.strengthIcons} photo={decor.photo} />
          </Section>
          {references}
          {entry && (
            <Section id={entry.id} tone="sand" eyebrow={entry.eyebrow} title={entry.title}>
              <MethodBoxes id={entry.id} approach={entry.steps} advantages={entry.terms} />
            </Section>
          )}
          <CallToAction
            id={`${slug}-contact`}
            title={say.ctaTitle}
            text={page.why!.ctaText}
            href={contactHref(slug)}
            label={say.ctaLabel}
          />
        </>
      )}

      <Section id="autres-acteurs" eyebrow={say.othersEyebrow} title={say.othersTitle}>
        <AudienceTiles items={others} plans={false} brief />
        <MoreLink href="/acteurs">{say.allActors}</MoreLink>
      </Section>
    </Layout>
  );
}
