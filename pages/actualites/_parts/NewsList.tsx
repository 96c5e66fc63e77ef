import { Island } from '../../../build/render/island.tsx';
import { actualites } from '../../../content/pages.ts';
import NewsSearch from '../../../islands/NewsSearch.tsx';
import { newsCard } from '../../_components/news.ts';
import { INDEX_URL, listHref, type ListPage } from './list.ts';
import { Pagination } from './Pagination.tsx';

/** The #articles section of every list page: heading, search over every article, this page's cards, the pages. */
export function NewsList({ page, pages, total, cards }: ListPage) {
  return (
    <section className="section news-list" id="articles" aria-labelledby="articles-titre">
      <div className="container">
        <header className="section-head">
          <h2 id="articles-titre">{actualites.list.title}</h2>
          <p className="lead">{actualites.list.intro}</p>
        </header>
        <Island
          of={NewsSearch}
          hydrate="interaction"
          props={{
            cards: cards.map(newsCard),
            total,
            index: INDEX_URL,
            emptyText: actualites.emptyState,
            loadingText: actualites.search.loading,
            failedText: actualites.search.failed,
          }}
        />
        {pages > 1 && <Pagination page={page} pages={pages} href={listHref} />}
      </div>
    </section>
  );
}
