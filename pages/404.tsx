import type { Head } from '../build/render/page.ts';
import { notFound } from '../content/pages.ts';
import { Layout } from './_components/Layout.tsx';

export const head: Head = {
  title: notFound.metaTitle,
  description: notFound.metaDescription,
  // Logs the unknown path to the console (spec): a few bytes of plain script, no island.
  scripts: ['/scripts/not-found.js'],
};

export default function NotFound() {
  return (
    <Layout>
      <section className="section not-found">
        <div className="container not-found-body">
          <p className="not-found-code" aria-hidden="true">
            404
          </p>
          <h1>{notFound.title}</h1>
          <p className="lead">{notFound.lead}</p>
          <p className="not-found-actions">
            <a className="button" href="/">
              {notFound.home}
            </a>
            <a className="button button-ghost" href="/contact">
              {notFound.contact}
            </a>
          </p>
          <nav className="not-found-more" aria-label={notFound.elsewhere}>
            <p>
              {notFound.elsewhere}
              {'\u00a0:'}
            </p>
            <ul>
              {notFound.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
    </Layout>
  );
}
