// The group's identity in one place. Names, numbers and addresses are placeholders the owner
// replaces here; every page, vCard, QR code and brochure reads them from this file.
import { defineData } from '../build/content/collection.ts';
import { siteSchema, type Site } from './schemas.ts';

const site: Site = {
  brand: 'Castellar Foncier',
  legalName: 'Castellar Foncier SARL',
  tagline: 'Ingénierie foncière, urbanisme et promotion sur la Riviera',
  description:
    'Castellar Foncier accompagne propriétaires, collectivités, professionnels et investisseurs de la Riviera : études de potentiel foncier, projets d’urbanisme et maîtrise d’ouvrage, de la prospection à la livraison.',
  url: 'https://www.castellar-foncier.fr',
  office: {
    name: 'Castellar Foncier — agence de Menton',
    street: '8 rue Partouneaux',
    postcode: '06500',
    city: 'Menton',
    country: 'France',
    countryCode: 'FR',
    phone: '+33 4 65 71 20 40',
    email: 'contact@castellar-foncier.fr',
    geo: { lat: 43.7762, lng: 7.5027 },
    // The one reply time every enquiry is promised: the form, its thank-you, its toast, the contact page.
    replyTime: 'sous 48\u00a0heures ouvrées',
    hours: [
      { days: 'Du lundi au vendredi', times: '9\u00a0h\u00a0–\u00a012\u00a0h\u00a030 et 14\u00a0h\u00a0–\u00a018\u00a0h' },
      { days: 'Le samedi', times: '9\u00a0h\u00a0–\u00a012\u00a0h, sur rendez-vous' },
    ],
  },
  socials: [
    { name: 'Facebook', url: 'https://www.facebook.com/' },
    { name: 'Twitter', url: 'https://twitter.com/' },
    { name: 'Instagram', url: 'https://www.instagram.com/' },
  ],
  people: [
    {
      slug: 'lucas-morel',
      firstName: 'Lucas',
      lastName: 'Morel',
      title: 'Co-Gérant & Associé',
      description: 'Ingénierie foncière, Marchand de biens',
      jobTitle: 'Co-gérant et associé, ingénierie foncière',
      mobile: '+33 6 39 98 41 12',
      email: 'lucas.morel@castellar-foncier.fr',
      photo: 'equipe/lucas-morel.jpg',
      tags: ['Foncier', 'Urbanisme', 'Négociation', 'Montage', 'Riviera'],
      bio: 'Lucas Morel a passé quinze ans à monter des opérations foncières entre Nice et la frontière italienne. Il repère les terrains, en mesure le potentiel et conduit les négociations jusqu’à l’acte.',
    },
    {
      slug: 'camille-ferrand',
      firstName: 'Camille',
      lastName: 'Ferrand',
      title: 'Co-Gérante & Associée',
      description: 'Ingénierie foncière, Marchand de biens',
      jobTitle: 'Co-gérante et associée, urbanisme et autorisations',
      mobile: '+33 6 39 98 52 37',
      email: 'camille.ferrand@castellar-foncier.fr',
      photo: 'equipe/camille-ferrand.jpg',
      tags: ['PLU', 'Permis', 'Collectivités', 'Environnement', 'Concertation'],
      bio: 'Urbaniste de formation, Camille Ferrand connaît les documents d’urbanisme des communes du littoral et porte les dossiers d’autorisation, en dialogue constant avec les services instructeurs.',
    },
    {
      slug: 'thomas-giordano',
      firstName: 'Thomas',
      lastName: 'Giordano',
      title: 'Co-Gérant & Associé',
      description: 'Ingénierie foncière, Marchand de biens',
      jobTitle: 'Co-gérant et associé, maîtrise d’ouvrage et travaux',
      mobile: '+33 6 39 98 63 85',
      email: 'thomas.giordano@castellar-foncier.fr',
      photo: 'equipe/thomas-giordano.jpg',
      tags: ['Travaux', 'Rénovation', 'Budget', 'Planning', 'Livraison'],
      bio: 'Thomas Giordano pilote les chantiers de la conception à la remise des clés : choix des entreprises, suivi des coûts et des délais, réception des ouvrages.',
    },
  ],
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

export default defineData('content/site.ts', siteSchema, site);
