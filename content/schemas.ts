// Schemas for the site's data. Types are inferred from them; nothing is written twice.
import * as z from 'zod';

const phone = z.string().regex(/^\+\d{2,3}( \d{1,3})+$/, 'un numéro international espacé, ex. « +33 4 65 71 20 40 »');
/** The last part of a URL: lower-case letters, digits and single hyphens (content of every kind). */
export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'des minuscules, chiffres et tirets');

export const personSchema = z.object({
  slug,
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  jobTitle: z.string().min(1),
  mobile: phone,
  email: z.email(),
  photo: z.string().min(1),
  tags: z.array(z.string()).length(5),
  bio: z.string().min(1),
});

export const siteSchema = z.object({
  brand: z.string().min(1),
  legalName: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1),
  url: z.url(),
  office: z.object({
    name: z.string(),
    street: z.string(),
    postcode: z.string().regex(/^\d{5}$/),
    city: z.string(),
    country: z.string(),
    countryCode: z.string().length(2),
    phone,
    email: z.email(),
    geo: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  }),
  socials: z.array(z.object({ name: z.enum(['Facebook', 'Twitter', 'Instagram']), url: z.url() })).length(3),
  people: z.array(personSchema).length(3),
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
});

export type Site = z.infer<typeof siteSchema>;
export type Person = z.infer<typeof personSchema>;
