// One route per co-manager, for the card pages and their files.
import type { Person, Site } from '../../content/schemas.ts';
import site from '../../content/site.ts';

export type PersonProps = { slug: string };

export function peopleRoutes() {
  return site.people.map((p) => ({ params: { slug: p.slug }, props: { slug: p.slug } }));
}

/** « Lucas Morel ». */
export const fullName = (p: Pick<Person, 'firstName' | 'lastName'>): string => `${p.firstName} ${p.lastName}`;

/** The partner who signs an article (its `author`, a slug), if one does; else the firm signs it. */
export const signer = (slug: string | undefined): Person | undefined => (slug ? site.people.find((p) => p.slug === slug) : undefined);

/** The name of the partner who signs an article, if one does. */
export const authorName = (slug: string | undefined): string | undefined => {
  const p = signer(slug);
  return p && fullName(p);
};

/**
 * What the person looks after, from the job title after its comma (« Co-gérante et associée,
 * urbanisme et autorisations » → « Urbanisme et autorisations »); undefined without a comma.
 */
export function personField(p: Pick<Person, 'jobTitle'>): string | undefined {
  const field = p.jobTitle.split(', ').slice(1).join(', ').trim();
  return field ? field[0]!.toUpperCase() + field.slice(1) : undefined;
}

export function person(slug: string): Person {
  return site.people.find((p) => p.slug === slug)!;
}

/** The site with the URL this build targets (SITE_URL may point elsewhere than content/site.ts). */
export function siteAt(siteUrl: string): Site {
  return { ...site, url: siteUrl };
}

export const cardFiles = (slug: string) => ({
  page: `/carte-de-visite-${slug}`,
  qrPage: `/carte-de-visite-${slug}/qr-code`,
  vcard: `/cartes/${slug}.vcf`,
  brochure: `/cartes/${slug}.pdf`,
  qr: `/cartes/${slug}-qr.svg`,
});
