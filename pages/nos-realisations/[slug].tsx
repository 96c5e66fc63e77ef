import type { Head } from '../../build/page.ts';
import { realisations } from '../../content/realisations.ts';
import { Hero } from '../_components/Hero.tsx';
import { Layout } from '../_components/Layout.tsx';

type Props = { slug: string };

export function routes() {
  return realisations.all().map((r) => ({ params: { slug: r.data.slug }, props: { slug: r.data.slug } }));
}

const entry = (slug: string) => realisations.all().find((r) => r.data.slug === slug)!;

export function head({ slug }: Props): Head {
  const { data } = entry(slug);
  return { title: data.title, description: data.description };
}

export default function Project({ slug }: Props) {
  const { data } = entry(slug);
  return (
    <Layout>
      <Hero size="project" image={data.image} imageAlt={data.imageAlt} eyebrow={data.location} title={data.title} lead={data.subtitle} />
    </Layout>
  );
}
