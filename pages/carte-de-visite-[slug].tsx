import type { Head, PageContext } from '../build/render/page.ts';
import { usePage } from '../build/render/context.ts';
import { BusinessCard } from './_components/BusinessCard.tsx';
import { Layout } from './_components/Layout.tsx';
import { cardFiles, peopleRoutes, person, type PersonProps } from './_lib/people.ts';
import { cardPageWords as say } from '../content/cards.ts';

export const routes = peopleRoutes;

export function head({ slug }: PersonProps, _ctx: PageContext): Head {
  const p = person(slug);
  return {
    title: say.title(`${p.firstName} ${p.lastName}`),
    description: say.description(`${p.firstName} ${p.lastName}`, p.title, p.description),
  };
}

export default function CardPage({ slug }: PersonProps) {
  const p = person(slug);
  const { siteUrl } = usePage();
  return (
    <Layout callBar={false}>
      <div className="card-page">
        <BusinessCard person={p} siteUrl={siteUrl} />
        <p className="card-qr-link">
          <a href={cardFiles(slug).qrPage}>{say.showQr}</a>
        </p>
      </div>
    </Layout>
  );
}
