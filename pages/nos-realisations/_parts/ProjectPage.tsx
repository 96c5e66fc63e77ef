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
 * What every project page shares: the hero (70 % of the viewport), the breadcrumb, the fact
 * sheet (what was done, where, how big, when: read before the story of the place), then the
 * page's own sections and, unless told otherwise, the two closing buttons.
 */
export function ProjectPage({
  project,
  heroExtra,
  closing = true,
  children,
}: {
  project: Project;
  /** Under the hero's lead, e.g. a link to the project's own website. */
  heroExtra?: ReactNode;
  closing?: boolean;
  children: ReactNode;
}) {
  const { data } = project;
  return (
    <Layout>
      <ProjectHero project={data}>{heroExtra}</ProjectHero>
      <div className="container project-crumbs">
        <Breadcrumb items={[{ label: frameWords.home, href: '/' }, { label: portfolioWords.section, href: '/nos-realisations' }, { label: data.title }]} />
      </div>
      <ProjectFacts project={data} />
      {children}
      {closing && <Closing />}
    </Layout>
  );
}
