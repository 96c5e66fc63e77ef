import { actualites } from '../../../content/pages.ts';
import { Icon } from '../../_components/Icon.tsx';
import { pageWindow } from '../../_lib/pagination.ts';

/**
 * Plain links to the other pages of a list, for every browser with or without JavaScript:
 * previous, a few numbers around the current one (with "…" for the pages left out), next.
 */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const labels = actualites.pagination;
  return (
    <nav className="pagination" aria-label={labels.nav}>
      {page > 1 && (
        <a className="pagination-step pagination-prev" href={href(page - 1)} rel="prev">
          <Icon name="back" size={18} /> {labels.previous}
        </a>
      )}
      <ol className="pagination-pages">
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a href={href(p)} aria-current={p === page ? 'page' : undefined}>
                <span className="visually-hidden">{labels.page} </span>
                {p}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < pages && (
        <a className="pagination-step pagination-next" href={href(page + 1)} rel="next">
          {labels.next} <Icon name="arrow" size={18} />
        </a>
      )}
    </nav>
  );
}
