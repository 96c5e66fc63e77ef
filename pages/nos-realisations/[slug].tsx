import type { ComponentType } from 'react';
import { imageUrl } from '../../build/render/image.tsx';
import type { Head } from '../../build/render/page.ts';
import { type Realisation, realisations } from '../../content/realisations.ts';
import { BellaVista } from './_parts/BellaVista.tsx';
import { Etoiles } from './_parts/Etoiles.tsx';
import { Monaco } from './_parts/Monaco.tsx';
import type { Project } from './_parts/ProjectPage.tsx';
import { Villa } from './_parts/Villa.tsx';

type Props = { slug: Realisation['slug'] };

// One template over the collection; the four pages differ, so each has its own component.
const pages: Record<Realisation['slug'], ComponentType<{ project: Project }>> = {
  'villa-pamplemousse': Villa,
  'appartement-prestige-auteuil-monaco': Monaco,
  'les-etoiles-du-rocher': Etoiles,
  'immeuble-luxe-bella-vista': BellaVista,
};

export function routes() {
  return realisations.all().map((r) => ({ params: { slug: r.data.slug }, props: { slug: r.data.slug } }));
}

const entry = (slug: string) => realisations.all().find((r) => r.data.slug === slug)!;

export function head({ slug }: Props): Head {
  const { data } = entry(slug);
  // Shared on social networks: the hero photo as the 1200×630 crop they show.
  const image = imageUrl(data.image, { width: 1200, height: 630, format: 'jpeg' });
  return { title: data.title, description: data.description, og: { type: 'website', image, imageAlt: data.imageAlt } };
}

export default function ProjectRoute({ slug }: Props) {
  const Page = pages[slug];
  return <Page project={entry(slug)} />;
}
