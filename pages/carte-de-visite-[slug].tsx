import type { Head, PageContext } from '../build/page.ts';
import { usePage } from '../build/context.ts';
import { BusinessCard } from './_components/BusinessCard.tsx';
import { Layout } from './_components/Layout.tsx';
import { cardFiles, peopleRoutes, person, type PersonProps } from './_lib/people.ts';

export const routes = peopleRoutes;

export function head({ slug }: PersonProps, _ctx: PageContext): Head {
  const p = person(slug);
  return {
    title: `${p.firstName} ${p.lastName}, carte de visite`,
    description: `${p.firstName} ${p.lastName}, ${p.title} de Castellar Foncier à Menton : ${p.description.toLowerCase()}. Coordonnées, brochure et contact à enregistrer.`,
  };
}

export default function CardPage({ slug }: PersonProps) {
  const p = person(slug);
  const { siteUrl } = usePage();
  return (
    <Layout>
      <div className="card-page">
        <BusinessCard person={p} siteUrl={siteUrl} />
        <p className="card-qr-link">
          <a href={cardFiles(slug).qrPage}>Afficher le QR code de cette carte</a>
        </p>
      </div>
    </Layout>
  );
}
