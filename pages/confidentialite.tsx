// A placeholder until the privacy policy is written (issue 12, item 3): the Étoiles film's
// consent note links here. Kept out of search engines until it says something.
import type { Head } from '../build/page.ts';
import { privacyPlaceholder } from '../content/pages.ts';
import site from '../content/site.ts';
import { Layout } from './_components/Layout.tsx';

export const head: Head = { title: privacyPlaceholder.title, description: privacyPlaceholder.description, noindex: true };

export default function Privacy() {
  return (
    <Layout>
      <section className="section">
        <div className="container">
          <h1>{privacyPlaceholder.title}</h1>
          <p className="lead">
            {privacyPlaceholder.text} <a href={`mailto:${site.office.email}`}>{site.office.email}</a>
          </p>
        </div>
      </section>
    </Layout>
  );
}
