// The news list with its search box: filters as the visitor types, on the title, the excerpt
// or the category, case-insensitively; a blank query shows every article.
import { useEffect, useRef, useState } from 'react';
import { NewsCard, type NewsCardData } from '../pages/_components/NewsCard.tsx';

export interface NewsSearchProps {
  articles: NewsCardData[];
  emptyText: string;
}

export function matches(article: NewsCardData, query: string): boolean {
  const q = query.trim().toLocaleLowerCase('fr');
  if (!q) return true;
  return [article.title, article.excerpt, article.category].some((field) => field.toLocaleLowerCase('fr').includes(q));
}

export function countLine(count: number, query: string): string {
  const found = count === 0 ? 'Aucun article trouvé' : count === 1 ? '1 article trouvé' : `${count} articles trouvés`;
  return `${found} pour « ${query.trim()} »`;
}

export default function NewsSearch({ articles, emptyText }: NewsSearchProps) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);

  // Letters typed before the code arrived are in the field already: start from them.
  useEffect(() => {
    if (input.current?.value) setQuery(input.current.value);
  }, []);

  const shown = articles.filter((a) => matches(a, query));
  const searching = query.trim() !== '';
  return (
    <>
      <div className="news-search" role="search">
        <label htmlFor="recherche-articles" className="visually-hidden">
          Rechercher dans les articles
        </label>
        <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round">
          <path d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3" />
        </svg>
        <input
          ref={input}
          id="recherche-articles"
          type="search"
          name="q"
          placeholder="Rechercher dans les articles..."
          autoComplete="off"
          aria-controls="liste-articles"
          value={query}
          onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
        />
      </div>
      <p className="news-count" role="status">
        {searching && shown.length > 0 ? countLine(shown.length, query) : ''}
      </p>
      {shown.length > 0 ? (
        <ul className="news-grid" id="liste-articles">
          {shown.map((a) => (
            <li key={a.slug}>
              <NewsCard article={a} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="news-empty" id="liste-articles">
          <p className="news-empty-title">Aucun article trouvé</p>
          <p>Aucun article ne correspond à « {query.trim()} ».</p>
          <p>{emptyText}</p>
        </div>
      )}
    </>
  );
}
