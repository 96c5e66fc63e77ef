// The group's identity in one place. Names, numbers and addresses are placeholders the owner
// replaces here, or in content/agence.yml (the office) and content/equipe.yml (the partners),
// which the web editor writes; every page, vCard, QR code and brochure reads them from here.
import { defineData } from '../build/content/collection.ts';
import { yamlData } from './_lib/yaml-data.ts';
import officeYaml from './agence.yml';
import teamYaml from './equipe.yml';
import { officeSchema, siteSchema, teamSchema, type Site } from './schemas.ts';

const site: Site = {
  brand: 'Castellar Foncier',
  legalName: 'Castellar Foncier SARL',
  tagline: 'Ingénierie foncière, urbanisme et promotion sur la Riviera',
  description:
    'Castellar Foncier accompagne propriétaires, collectivités, professionnels et investisseurs de la Riviera : études de potentiel foncier, projets d’urbanisme et maîtrise d’ouvrage, de la prospection à la livraison.',
  url: 'https://www.castellar-foncier.fr',
  // The office and the partners are data files the web editor writes (content/agence.yml,
  // content/equipe.yml), each checked by its own schema first, so a problem names its file.
  office: yamlData('content/agence.yml', officeYaml, officeSchema),
  socials: [
    { name: 'Facebook', url: 'https://www.facebook.com/' },
    { name: 'Twitter', url: 'https://twitter.com/' },
    { name: 'Instagram', url: 'https://www.instagram.com/' },
  ],
  people: yamlData('content/equipe.yml', teamYaml, teamSchema).people,
  legal: {
    form: 'société à responsabilité limitée',
    formAbbreviation: 'SARL',
    capitalEuros: 30_000,
    rcsCity: 'Nice',
    siren: '912345675',
    vat: 'FR 65 912345675',
    publicationDirector: { person: 'lucas-morel', capacity: 'co-gérant' },
    host: {
      name: 'OVH SAS',
      street: '2 rue Kellermann',
      postcode: '59100',
      city: 'Roubaix',
      country: 'France',
      phone: '+33 9 72 10 10 07',
      url: 'https://www.ovhcloud.com/fr/',
    },
    card: {
      activity: 'Transaction sur immeubles et fonds de commerce',
      number: 'CPI 0605 2024 000 045 821',
      issuer: 'CCI Nice Côte d’Azur',
      issuedOn: '2024-03-18',
    },
    // No financial guarantee: the firm never holds its clients' money (loi Hoguet, art. 3), so
    // none is required, and none is claimed anywhere. Its liability insurance is named instead.
    holdsClientFunds: false,
    insurance: {
      insurer: { name: 'Galian Assurances', street: '89 rue La Boétie', postcode: '75008', city: 'Paris', country: 'France' },
      policy: 'RCP 0612 447 893',
      territory: 'France métropolitaine et Principauté de Monaco',
    },
    /** What the firm does, in the legal notice and wherever its trades are listed. */
    activities: [
      'Ingénierie foncière et études d’urbanisme',
      'Promotion immobilière et maîtrise d’ouvrage déléguée',
      'Marchand de biens',
      'Transaction immobilière (loi Hoguet)',
    ],
    mediator: {
      name: 'MEDIMMOCONSO',
      street: '1 allée du Parc de Mesemena, bâtiment A, CS 25222',
      postcode: '44505',
      city: 'La Baule Cedex',
      country: 'France',
      url: 'https://www.medimmoconso.fr',
    },
  },
  emailjs: {
    publicKey: 'Xq7cF2pL9vRk4TzYw',
    serviceId: 'service_castellar',
    newsletterTemplateId: 'template_newsletter',
    contactTemplateId: 'template_contact',
  },
  map: {
    zoom: 18,
    minZoom: 14,
    maxZoom: 19,
    bounds: [
      [43.5, 7.2],
      [44.0, 7.8],
    ],
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    tileAttribution: '© les contributeurs d’OpenStreetMap',
  },
  // Until when /.well-known/security.txt holds (RFC 9116: less than a year ahead). The build
  // warns from 90 days before: move it forward then.
  securityTxt: { expires: '2027-11-01T00:00:00Z', languages: ['fr', 'en'] },
};

/** "+33 4 65 71 20 40" -> "04 65 71 20 40", as a French visitor dials it. */
export const nationalPhone = (phone: string) => phone.replace(/^\+33\s*/, '0');

export default defineData('content/site.ts', siteSchema, site);
