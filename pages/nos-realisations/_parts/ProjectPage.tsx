import type { ReactNode } from 'react';
import type { Entry } from '../../../build/content/collection.ts';
import { factSheet, type Realisation, years } from '../../../content/realisations.ts';
import { Breadcrumb } from '../../_components/Breadcrumb.tsx';
import { Facts } from '../../_components/Facts.tsx';
import { Hero } from '../../_components/Hero.tsx';
import { Layout } from '../../_components/Layout.tsx';
import { Closing } from './Closing.tsx';
import { TextSection } from './TextSection.tsx';
import { portfolioWords } from '../../../content/portfolio.ts';
import { frameWords } from '../../../content/navigation.ts';

export type Project = Entry<Realisation>;

/**
 * What every project page shares: the hero (70 % of the viewport), the breadcrumb, then the
 * page's own sections, the facts and, unless told otherwise, the two closing buttons.
 */
export function ProjectPage({
  project,
  heroExtra,
  closing = true,
  factsTone = 'plain',
  children,
}: {
  project: Project;
  /** Under the hero's lead, e.g. a link to the project's own website. */
  heroExtra?: ReactNode;
  closing?: boolean;
  /** The facts band's background: the opposite of the section before it. */
  factsTone?: 'plain' | 'sand';
  children: ReactNode;
}) {
  const { data } = project;
  return (
    <Layout>
      <Hero
        size="project"
        image={data.image}
        imageAlt={data.imageAlt}
        eyebrow={
          <>
            <span>{data.location}</span>
            <span className="project-hero-sep" aria-hidden="true">
              ·
            </span>
            <span>{years(data)}</span>
          </>
        }
        title={data.title}
        lead={data.subtitle}
      >
        {heroExtra}
      </Hero>
      <div className="container project-crumbs">
        <Breadcrumb items={[{ label: frameWords.home, href: '/' }, { label: portfolioWords.section, href: '/nos-realisations' }, { label: data.title }]} />
      </div>
      {children}
      <TextSection id="en-bref" eyebrow={portfolioWords.factsEyebrow} title={portfolioWords.factsTitle} intro={data.excerpt} tone={factsTone}>
        <Facts facts={factSheet(data, portfolioWords.sheet)} title={data.title} />
      </TextSection>
      {closing && <Closing />}
    </Layout>
  );
}
