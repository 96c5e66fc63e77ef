import { usePage } from '../../build/context.ts';
import type { Head } from '../../build/page.ts';
import { Icon } from '../_components/Icon.tsx';
import { Layout } from '../_components/Layout.tsx';
import { cardFiles, peopleRoutes, person, siteAt, type PersonProps } from '../_lib/people.ts';
import { qrSvg } from '../_lib/qr.ts';
import { cardUrl } from '../_lib/vcard.ts';

export const routes = peopleRoutes;

export function head({ slug }: PersonProps): Head {
  const p = person(slug);
  return {
    title: `QR code de la carte de ${p.firstName} ${p.lastName}`,
    description: `Scannez ce QR code pour ouvrir la carte de visite numérique de ${p.firstName} ${p.lastName}, ${p.title} de Castellar Foncier à Menton.`,
  };
}

export default function QrPage({ slug }: PersonProps) {
  const p = person(slug);
  const { siteUrl } = usePage();
  const name = `${p.firstName} ${p.lastName}`;
  // Inline SVG: crisp at any size, no extra request; it carries its own accessible name.
  const svg = qrSvg(cardUrl(p, siteAt(siteUrl)), `QR code vers la carte de visite de ${name}`);
  return (
    <Layout>
      <div className="card-page">
        <article className="business-card qr-card" aria-labelledby="qr-titre">
          <h1 id="qr-titre" className="card-name">
            {name}
          </h1>
          <p className="card-title">{p.title}</p>
          <div className="qr-code" dangerouslySetInnerHTML={{ __html: svg }} />
          <p className="qr-hint">Scannez ce code avec l’appareil photo de votre téléphone pour ouvrir la carte de visite.</p>
          <a className="button" href={cardFiles(slug).page} target="_blank" rel="noopener">
            <Icon name="arrow" size={18} /> Obtenez la carte de visite<span className="visually-hidden"> (nouvel onglet)</span>
          </a>
        </article>
      </div>
    </Layout>
  );
}
