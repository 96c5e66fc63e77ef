import type { Block, LegalPage as Page } from '../../content/legal.ts';
import { legalTexts } from '../../content/legal.ts';
import { Breadcrumb } from './Breadcrumb.tsx';
import { frenchDate } from '../../content/dates.ts';
import { Layout } from './Layout.tsx';
import { RichText } from './RichText.tsx';
import { frameWords } from '../../content/navigation.ts';

/**
 * The four legal pages share one shape: a light band with the breadcrumb, the title and the
 * date of the last revision (no photo: these pages are read, not browsed), a table of contents,
 * then numbered sections of prose, definition lists and tables.
 */
export function LegalPage({ page }: { page: Page }) {
  return (
    <Layout>
      <header className="legal-head">
        <div className="container">
          <Breadcrumb items={[{ label: frameWords.home, href: '/' }, { label: page.title }]} />
          <p className="eyebrow">{legalTexts.eyebrow}</p>
          <h1>{page.title}</h1>
          <p className="lead legal-lead">
            <RichText text={page.lead} />
          </p>
          <p className="legal-updated">
            {legalTexts.updatedLabel} <time dateTime={page.updated}>{frenchDate(page.updated)}</time>
          </p>
        </div>
      </header>

      <div className="container legal-body">
        <nav className="legal-toc" aria-labelledby="legal-toc-titre">
          <p id="legal-toc-titre" className="legal-toc-title">
            {legalTexts.tocLabel}
          </p>
          <ol>
            {page.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="legal-text prose">
          {page.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-titre`}>
              <h2 id={`${s.id}-titre`}>{s.title}</h2>
              {s.blocks.map((b, i) => (
                <LegalBlock key={i} block={b} />
              ))}
              {s.parts.map((part) => (
                <div key={part.title}>
                  <h3>{part.title}</h3>
                  {part.blocks.map((b, i) => (
                    <LegalBlock key={i} block={b} />
                  ))}
                </div>
              ))}
            </section>
          ))}
        </div>
      </div>
    </Layout>
  );
}

function LegalBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'facts':
      return (
        <dl className="legal-facts">
          {block.rows.map((row) => (
            <div key={row.term}>
              <dt>{row.term}</dt>
              <dd>
                <RichText text={row.value} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'table':
      return (
        <div className="legal-table">
          <table>
            <caption>
              <RichText text={block.caption} />
            </caption>
            <thead>
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        <RichText text={cell} />
                      </th>
                    ) : (
                      <td key={i}>
                        <RichText text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
