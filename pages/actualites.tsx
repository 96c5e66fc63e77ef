import type { Head } from '../build/render/page.ts';
import { articles } from '../content/articles.ts';
import { actualites } from '../content/pages.ts';
import { Hero } from './_components/Hero.tsx';
import { Layout } from './_components/Layout.tsx';
import { pageCount } from './_lib/pagination.ts';
import { listLinks, listPage, PER_PAGE } from './actualites/_parts/list.ts';
import { NewsList } from './actualites/_parts/NewsList.tsx';
import { newsWords as say } from '../content/news.ts';

// Page 1 of the list; pages 2 and after are actualites/page/[n].tsx. A page without [param]
// gets no props from the engine, so this one reads the collection while it renders.
export function head(): Head {
  return {
    title: say.listTitle,
    description: say.listDescription,
    links: listLinks({ page: 1, pages: pageCount(articles.all().length, PER_PAGE) }),
  };
}

export default function News() {
  return (
    <Layout>
      <Hero image="pages/actualites.jpg" imageAlt={say.heroAlt} eyebrow={say.blog} title={actualites.hero.title} />
      <NewsList {...listPage(articles.all(), 1)} />
    </Layout>
  );
}
