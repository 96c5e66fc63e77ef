// The news list with its search box: filters as the visitor types, on the title, the excerpt,
// the category or the keywords, ignoring case and accents ('energetique' finds 'énergétique'); a blank query
// shows this page's cards.
//
// The page ships only its own cards (12 at most). The first letter typed fetches the index of
// every article (once, same origin); until it arrives the page's own cards are searched, so the
// list answers at once, and if it never arrives they still are, with a sentence saying so.
// A page that already holds every article fetches nothing.
import { useEffect, useMemo, useRef, useState } from 'react';
import { CardGrid } from './_lib/CardGrid.tsx';
import { NewsCard, type NewsCardData } from './_lib/NewsCard.tsx';
import { decodeIndex, type NewsIndex } from './_lib/news-index.ts';
import { searchWords as say } from '../content/widgets/search.ts';

export interface NewsSearchProps {
  /** This page's cards. */
  cards: NewsCardData[];
  /** How many articles there are in all. */
  total: number;
  /** URL of the JSON index of every article. */
  index: string;
  emptyText: string;
  /** Said while the index is on its way and this page has no match. */
  loadingText: string;
  /** Said when the index could not be fetched. */
  failedText: string;
}

/** Typing 'a' among 10,000 articles draws this many cards, and says how many more there are. */
export const SHOWN_AT_MOST = 48;

/** Lower case without accents, œ and æ spelt out: the form a query and a text are compared in. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('fr')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
/** What a query is looked for in: title, excerpt, category, who signs it, keywords (a line each: no match across two). */
const searchText = (a: NewsCardData) => fold(`${a.title}\n${a.excerpt}\n${a.category}\n${a.author ?? ''}\n${a.keywords ?? ''}`);

export function matches(article: NewsCardData, query: string): boolean {
  const q = fold(query.trim());
  return !q || searchText(article).includes(q);
}

export const countLine = (count: number, query: string): string => say.count(count, query.trim());

export const moreLine = (hidden: number): string => say.more(hidden);

type Searchable = { card: NewsCardData; text: string };
const searchable = (cards: NewsCardData[]): Searchable[] => cards.map((card) => ({ card, text: searchText(card) }));

export default function NewsSearch({ cards, total, index, emptyText, loadingText, failedText }: NewsSearchProps) {
  const [query, setQuery] = useState('');
  const [everything, setEverything] = useState<Searchable[] | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const input = useRef<HTMLInputElement>(null);
  const own = useMemo(() => searchable(cards), [cards]);
  const q = fold(query.trim());
  const searching = q !== '';

  // Letters typed before the code arrived are in the field already: start from them.
  useEffect(() => {
    if (input.current?.value) setQuery(input.current.value);
  }, []);

  // The first letter fetches the index, once. This page's cards answer in the meantime.
  useEffect(() => {
    if (!searching || state !== 'idle' || total <= cards.length) return;
    setState('loading');
    fetch(index)
      .then((response) => {
        if (!response.ok) throw new Error(`${index}: HTTP ${response.status}`);
        return response.json() as Promise<NewsIndex>;
      })
      .then((data) => {
        setEverything(searchable(decodeIndex(data)));
        setState('ready');
      })
      .catch((error: unknown) => {
        console.warn('News search: the index of every article could not be loaded; searching this page only.', error);
        setState('failed');
      });
  }, [searching]);

  const found = searching ? (everything ?? own).filter((a) => a.text.includes(q)) : own;
  const shown = found.slice(0, SHOWN_AT_MOST);
  const waiting = searching && state === 'loading' && found.length === 0;
  const count = found.length > 0 ? countLine(found.length, query) : '';
  const status = !searching ? '' : waiting ? loadingText : state === 'failed' ? (count ? `${count}. ${failedText}` : failedText) : count;
  return (
    <>
      <div className="news-search" role="search">
        <label htmlFor="recherche-articles" className="visually-hidden">
          {say.label}
        </label>
        <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round">
          <path d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3" />
        </svg>
        <input
          ref={input}
          id="recherche-articles"
          type="search"
          name="q"
          placeholder={say.placeholder}
          autoComplete="off"
          aria-controls="liste-articles"
          value={query}
          onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
        />
      </div>
      <p className="news-count" role="status">
        {status}
      </p>
      {shown.length > 0 || waiting ? (
        <CardGrid columns={4} id="liste-articles" data-searching={searching ? '' : undefined} aria-busy={waiting || undefined}>
          {shown.map(({ card }) => (
            <li key={card.slug}>
              <NewsCard article={card} />
            </li>
          ))}
        </CardGrid>
      ) : (
        <div className="news-empty" id="liste-articles" data-searching="">
          <p className="news-empty-title">{say.noneTitle}</p>
          <p>{say.none(query.trim())}</p>
          <p>{emptyText}</p>
        </div>
      )}
      {found.length > shown.length && <p className="news-more-results">{moreLine(found.length - shown.length)}</p>}
    </>
  );
}
