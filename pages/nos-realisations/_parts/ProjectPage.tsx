import type { ReactNode } from 'react';
import type { Entry } from '../../../build/content/collection.ts';
import type { Realisation } from '../../../content/realisations.ts';
import { Breadcrumb } from '../../_components/Breadcrumb.tsx';
import { Layout } from '../../_components/Layout.tsx';
import { Closing } from './Closing.tsx';
import { ProjectFacts } from './ProjectFacts.tsx';
import { ProjectHero } from './ProjectHero.tsx';
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
      <ProjectHero project={data}>{heroExtra}</ProjectHero>
      <div className="container project-crumbs">
        <Breadcrumb items={[{ label: frameWords.home, href: '/' }, { label: portfolioWords.section, href: '/nos-realisations' }, { label: data.title }]} />
      </div>
      {children}
      <ProjectFacts project={data} tone={factsTone} />
      {closing && <Closing />}
    </Layout>
  );
}
