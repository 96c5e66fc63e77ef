// Pages 2 and after of the news list, 12 cards each (page 1 is pages/actualites.tsx). With 12
// articles or fewer there are none. routes() cuts the list once; each page renders from its props.
import type { Head } from '../../../build/render/page.ts';
import { articles } from '../../../content/articles.ts';
import { actualites } from '../../../content/pages.ts';
import { Breadcrumb } from '../../_components/Breadcrumb.tsx';
import { fillIn } from '../../_components/format.ts';
import { Layout } from '../../_components/Layout.tsx';
import { pageCount } from '../../_lib/pagination.ts';
import { listLinks, listPage, PER_PAGE, type ListPage } from '../_parts/list.ts';
import { NewsList } from '../_parts/NewsList.tsx';
import { newsWords as say } from '../../../content/news.ts';
import { frameWords } from '../../../content/navigation.ts';

export function routes() {
  const all = articles.all();
  const pages = pageCount(all.length, PER_PAGE);
  return Array.from({ length: pages - 1 }, (_, i) => {
    const page = i + 2;
    return { params: { n: String(page) }, props: listPage(all, page) };
  });
}

export function head({ page, pages }: ListPage): Head {
  const labels = actualites.pagination;
  return {
    title: fillIn(labels.title, { page, pages }),
    description: fillIn(labels.description, { page, pages }),
    links: listLinks({ page, pages }),
  };
}

export default function NewsPage(props: ListPage) {
  const labels = actualites.pagination;
  const numbers = { page: props.page, pages: props.pages };
  return (
    <Layout>
      <header className="news-page-head">
        <div className="container">
          <Breadcrumb items={[{ label: frameWords.home, href: '/' }, { label: say.section, href: '/actualites' }, { label: fillIn(labels.position, numbers) }]} />
          <p className="eyebrow">{say.blog}</p>
          <h1>{fillIn(labels.heading, numbers)}</h1>
        </div>
      </header>
      <NewsList {...props} />
    </Layout>
  );
}
