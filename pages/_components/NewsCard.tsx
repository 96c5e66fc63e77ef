import { Picture } from '../../build/image.tsx';
import type { Article } from '../../content/articles.ts';
import { frenchDate } from './format.ts';

/** An article as a card: picture, date, category, title, excerpt, 'Lire la suite'. */
export function NewsCard({ article, headingLevel = 3 }: { article: Article; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/article/${article.slug}`;
  return (
    <article className="news-card">
      <Picture
        src={article.image}
        alt={article.imageAlt}
        sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        widths={[400, 640]}
        aspect={3 / 2}
      />
      <div className="news-card-body">
        <p className="news-meta">
          <span>
            Publié le <time dateTime={article.date}>{frenchDate(article.date)}</time>
          </span>
          <span className="news-category">{article.category}</span>
        </p>
        <Heading className="news-title">{article.title}</Heading>
        <p className="news-excerpt">{article.excerpt}</p>
        <a className="button button-ghost news-more" href={href}>
          Lire la suite<span className="visually-hidden"> : {article.title}</span>
        </a>
      </div>
    </article>
  );
}
