// Schemas for the site's data. Types are inferred from them; nothing is written twice.
import * as z from 'zod';
import { french } from './french.ts';

// Each build validates this data once: zod's compiled validators (code it generates and V8
// compiles for every object schema) cost more to make than they save here. Off, the site's
// data validated at import in 20-25 ms instead of 40-57. Set here, before anything is validated:
// the modules that validate data as they load import this one first (or site.ts, which does).
z.config({ jitless: true });

const phone = z.string().regex(/^\+\d{2,3}( \d{1,3})+$/, 'un numéro international espacé, ex. « +33 4 65 71 20 40 »');
/** The last part of a URL: lower-case letters, digits and single hyphens (content of every kind). */
export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'des minuscules, chiffres et tirets');

/** A SIREN's last digit is a Luhn key over the nine. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The two digits of a French VAT number after "FR": (12 + 3 × (SIREN mod 97)) mod 97. */
export const vatKey = (siren: string) => String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');

const address = z.object({
  street: z.string().min(1),
  postcode: z.string().min(4),
  city: z.string().min(1),
  country: z.string().min(1),
});

/**
 * What the law makes the site publish about the company (LCEN art. 6-III, loi Hoguet and its
 * décret of 20 July 1972, Code de la consommation art. L616-1). Numbers are checked, not trusted:
 * a SIREN that fails its Luhn key or a VAT number whose key does not match the SIREN stops the build.
 */
export const legalSchema = z
  .object({
    form: z.string().min(1),
    /** What follows the brand in its legal name: 'SARL'. */
    formAbbreviation: z.string().regex(/^[A-Z]{2,6}$/),
    capitalEuros: z.number().int().positive(),
    rcsCity: z.string().min(1),
    siren: z.string().regex(/^\d{9}$/, 'neuf chiffres, sans espace').refine(luhn, 'la clé de Luhn du SIREN est fausse'),
    vat: z.string().regex(/^FR \d{2} \d{9}$/, 'de la forme « FR 00 123456789 »'),
    /** Slug of the person who is publication director, and in what capacity. */
    publicationDirector: z.object({ person: slug, capacity: z.string().min(1) }),
    host: address.extend({ name: z.string().min(1), phone, url: z.url() }),
    /** Loi Hoguet: the professional card (with no funds held, no financial guarantee) and the liability insurance. */
    card: z.object({
      activity: z.string().min(1),
      number: z.string().regex(/^CPI \d{4} \d{4} \d{3} \d{3} \d{3}$/, 'de la forme « CPI 0605 2024 000 000 000 »'),
      issuer: z.string().min(1),
      issuedOn: z.iso.date(),
    }),
    /** The company receives no money for its clients: deposits go to the notary, and no financial guarantee is needed. */
    holdsClientFunds: z.literal(false),
    /** Professional liability insurance: who covers it, under which policy, where. */
    insurance: z.object({
      insurer: address.extend({ name: z.string().min(1) }),
      policy: z.string().regex(/^[A-Z]{2,4} [\d ]{6,20}$/, 'de la forme « RCP 0612 447 893 »'),
      territory: z.string().min(3),
    }),
    activities: z.array(z.string().min(3)).min(2),
    mediator: address.extend({ name: z.string().min(1), url: z.url() }),
  })
  .refine((l) => l.vat === `FR ${vatKey(l.siren)} ${l.siren}`, {
    message: 'le numéro de TVA ne correspond pas au SIREN (clé = (12 + 3 × (SIREN mod 97)) mod 97)',
    path: ['vat'],
  });

export const personSchema = z.object({
  slug,
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  /** The card's title, in the person's grammatical gender ('Co-Gérante & Associée'). */
  title: z.string().min(1),
  description: z.string().min(1),
  jobTitle: z.string().min(1),
  mobile: phone,
  email: z.email(),
  photo: z.string().min(1),
  tags: z.array(z.string().min(1)).length(5),
  bio: z.string().min(1),
});

/** The office (content/agence.yml): the contact page, the footer, the JSON-LD, the vCards, QR codes and brochures read it. */
export const officeSchema = z.object({
  name: z.string().min(1),
  street: z.string().min(1),
  postcode: z.string().regex(/^\d{5}$/, 'cinq chiffres, ex. 06500'),
  city: z.string().min(1),
  country: z.string().min(1),
  countryCode: z.string().length(2),
  phone,
  email: z.email(),
  geo: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  replyTime: z.string().regex(/^sous /, 'commence par « sous », comme « sous 48 heures ouvrées »'),
  // Opening hours as the contact page writes them: the days, then the times, in French
  // (« 9 h – 12 h 30 »: an espace insécable on each side of each « h » and of the dash).
  hours: z
    .array(
      z.object({
        days: z.string().regex(/^[A-ZÀ-Ý]/, 'commence par une majuscule, comme « Du lundi au vendredi »'),
        times: z.string().regex(/^\d{1,2}\u00a0h(\u00a0\d{2})?\u00a0–\u00a0\d{1,2}\u00a0h/, 'des heures écrites « 9 h – 12 h 30 », une espace insécable autour de chaque « h » et du tiret'),
      }),
    )
    .min(1),
});

/** content/equipe.yml: the three partners, in the order of their cards. */
export const teamSchema = z.object({ people: z.array(personSchema).length(3) });

export const siteSchema = z
  .object({
    brand: z.string().min(1),
    legalName: z.string().min(1),
    tagline: z.string().min(1),
    description: z.string().min(1),
    url: z.url(),
    office: officeSchema,
    socials: z.array(z.object({ name: z.enum(['Facebook', 'Twitter', 'Instagram']), url: z.url() })).length(3),
    people: teamSchema.shape.people,
    legal: legalSchema,
    emailjs: z.object({
      publicKey: z.string().min(1),
      serviceId: z.string().min(1),
      newsletterTemplateId: z.string().min(1),
      contactTemplateId: z.string().min(1),
    }),
    map: z.object({
      zoom: z.number().int(),
      minZoom: z.number().int(),
      maxZoom: z.number().int(),
      bounds: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]),
      tileUrl: z.string().includes('{z}'),
      tileAttribution: z.string().min(1),
    }),
    // RFC 9116's Expires, as RFC 3339 with its time zone.
    securityTxt: z.object({ expires: z.iso.datetime({ offset: true }), languages: z.array(z.string().regex(/^[a-z]{2,3}$/)).min(1) }),
  })
  .refine((s) => s.legalName === `${s.brand} ${s.legal.formAbbreviation}`, {
    message: 'la dénomination est la marque suivie de la forme abrégée (« Castellar Foncier SARL »)',
    path: ['legalName'],
  })
  .refine((s) => s.legal.activities.includes('Marchand de biens') === s.people.every((p) => p.description.includes('Marchand de biens')), {
    message: 'les cartes disent « Marchand de biens » : les activités de la société aussi',
    path: ['legal', 'activities'],
  })
  .refine((s) => s.people.some((p) => p.slug === s.legal.publicationDirector.person), {
    message: 'le directeur de la publication doit être l’une des personnes de « people »',
    path: ['legal', 'publicationDirector', 'person'],
  });

export type Site = z.infer<typeof siteSchema>;
export type Person = z.infer<typeof personSchema>;
export type Office = z.infer<typeof officeSchema>;
export type Legal = z.infer<typeof legalSchema>;

/**
 * Ce qu’en dit un client, sans son nom : ses mots, qui il est et l’opération ; `note` remplace la
 * note ordinaire (nom tenu confidentiel) quand la personne parle au titre d’une fonction publique.
 */
export const voiceSchema = z.object({ text: french(60, 260), who: french(10, 110), note: french(40, 200).optional() });

export type Voice = z.infer<typeof voiceSchema>;
