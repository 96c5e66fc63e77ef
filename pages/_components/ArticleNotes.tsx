// What an article adds beside and under its text (content/articles.ts): the figures it retains
// and the texts it rests on. The article page and the web editor's preview draw them alike.
import type { Article } from '../../content/articles.ts';
import { newsWords as say } from '../../content/news.ts';

/** Before the text on a phone, beside it from 1024 px (pages/_styles/pages.css). */
export function ArticleFigures({ figures }: { figures: Article['keyFigures'] }) {
  if (!figures?.length) return null;
  return (
    <section className="article-figures" aria-labelledby="en-chiffres">
      <h2 id="en-chiffres" className="eyebrow">{say.figures}</h2>
      <dl>
        {figures.map((figure) => (
          <div key={figure.value}>
            <dt>{figure.value}</dt>
            <dd>{figure.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ArticleSources({ sources }: { sources: Article['sources'] }) {
  if (!sources?.length) return null;
  return (
    <section className="article-sources" aria-labelledby="sources">
      <h2 id="sources" className="eyebrow">{say.sources}</h2>
      <ul>
        {sources.map((source) => (
          <li key={source}>{source}</li>
        ))}
      </ul>
    </section>
  );
}
