// Textes des quatre pages d’informations légales : mentions légales (LCEN, art. 6-III ; loi
// Hoguet), politique de confidentialité (RGPD, art. 13), déclaration d’accessibilité (RGAA) et
// barème des honoraires (arrêté du 10 janvier 2017). Les identifiants de la société viennent de
// content/site.ts : un numéro ne s’écrit qu’une fois.
//
// Dans un texte, [libellé](adresse) fait un lien : vers une page du site (/honoraires), une
// ancre (#contact), mailto:, tel: ou https:. Tout autre lien fait échouer la construction.
import * as z from 'zod';
import { defineData } from '../build/content/collection.ts';
import { french } from './french.ts';
import site, { nationalPhone } from './site.ts';
import { frenchDate } from './dates.ts';

// ---------------------------------------------------------------------------
// Schémas
// ---------------------------------------------------------------------------

/** A link inside a text: `[label](href)`. */
export const INLINE_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const allowedHref = /^(\/[a-z0-9\-/]*(\.pdf)?(#[a-z0-9-]+)?|#[a-z0-9-]+|mailto:[^\s]+|tel:\+\d+|https:\/\/[^\s]+)$/;

/** Texte français pouvant contenir des liens [libellé](adresse). */
const rich = (min = 1, max = 2000) =>
  french(min, max).refine((s) => [...s.matchAll(INLINE_LINK)].every((m) => allowedHref.test(m[2]!)), {
    message: 'lien non permis : une page du site, une ancre, mailto:, tel: ou https:',
  });

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'des minuscules, chiffres et tirets');

export const blockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('p'), text: rich() }),
  z.object({ kind: z.literal('list'), items: z.array(rich()).min(1) }),
  /** Term and value pairs: a company's identifiers, a processing's purpose and legal basis. */
  z.object({ kind: z.literal('facts'), rows: z.array(z.object({ term: french(1, 60), value: rich() })).min(1) }),
  z.object({
    kind: z.literal('table'),
    caption: french(),
    head: z.array(french()).min(2),
    rows: z.array(z.array(rich())).min(1),
  }),
]);

const partSchema = z.object({ title: french(1, 90), blocks: z.array(blockSchema).min(1) });

export const legalSectionSchema = z.object({
  id,
  title: french(1, 90),
  blocks: z.array(blockSchema).default([]),
  /** Sub-sections, each under an h3. */
  parts: z.array(partSchema).default([]),
});

export const legalPageSchema = z
  .object({
    route: z.enum(['/mentions-legales', '/confidentialite', '/accessibilite', '/honoraires']),
    /** In the footer and the breadcrumb. */
    label: french(1, 60),
    title: french(1, 80),
    description: french(120, 160),
    lead: rich(),
    updated: z.iso.date(),
    sections: z.array(legalSectionSchema).min(2),
  })
  .refine((page) => new Set(page.sections.map((s) => s.id)).size === page.sections.length, {
    message: 'deux sections portent le même identifiant',
  });

export const legalSchema = z.object({
  eyebrow: french(),
  updatedLabel: french(),
  tocLabel: french(),
  footerTitle: french(),
  pages: z.object({
    mentions: legalPageSchema,
    confidentialite: legalPageSchema,
    accessibilite: legalPageSchema,
    honoraires: legalPageSchema,
  }),
});

export type Block = z.infer<typeof blockSchema>;
export type LegalSection = z.infer<typeof legalSectionSchema>;
export type LegalPage = z.infer<typeof legalPageSchema>;
export type LegalKey = keyof z.infer<typeof legalSchema>['pages'];

// ---------------------------------------------------------------------------
// Ce que les textes citent de content/site.ts
// ---------------------------------------------------------------------------

const { office, legal } = site;
const director = site.people.find((p) => p.slug === legal.publicationDirector.person)!;

/** 30000 -> "30 000" (espaces insécables). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
const euros = (n: number) => `${grouped(n)}\u00a0€`;
/** A rate in French: 4.17 -> "4,17 %". */
const percent = (n: number) => `${String(Math.round(n * 100) / 100).replace('.', ',')}\u00a0%`;

const sirenSpaced = legal.siren.replace(/(\d{3})(\d{3})(\d{3})/, '$1\u00a0$2\u00a0$3');
const rcs = `RCS ${legal.rcsCity} ${sirenSpaced}`;
const headOffice = `${office.street}, ${office.postcode} ${office.city}`;
/** A number as a link: shown as given, or as dialled from France (the office's, as on every page). */
const tel = (phone: string, fromFrance = false) => `[${(fromFrance ? nationalPhone(phone) : phone).replace(/ /g, '\u00a0')}](tel:${phone.replace(/[^\d+]/g, '')})`;
const mail = (subject?: string) => `[${office.email}](mailto:${office.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''})`;
const host = legal.host;
const insurer = legal.insurance.insurer;
const mediator = legal.mediator;
const cardDate = frenchDate(legal.card.issuedOn);

const UPDATED = '2026-11-23';

// Builders, so that the texts below read as text.
const p = (text: string) => ({ kind: 'p' as const, text });
const list = (...items: string[]) => ({ kind: 'list' as const, items });
const facts = (...rows: [string, string][]) => ({ kind: 'facts' as const, rows: rows.map(([term, value]) => ({ term, value })) });

// ---------------------------------------------------------------------------
// Barème des honoraires : les tranches, puis le tableau qui les montre
// ---------------------------------------------------------------------------

/** Each band applies its rate to the whole price (bands do not add up); TTC, 20 % VAT included. */
export const feeBands = [
  { upTo: 100_000, rate: 8, minimum: 5_000 },
  { upTo: 300_000, rate: 6 },
  { upTo: 800_000, rate: 5 },
  { upTo: undefined, rate: 4 },
] as const satisfies readonly { upTo: number | undefined; rate: number; minimum?: number }[];

export const VAT_RATE = 20;
export const FEES_EFFECTIVE = '2026-11-01';

const bandLabel = (i: number) => {
  const band = feeBands[i]!;
  const from = i === 0 ? undefined : feeBands[i - 1]!.upTo;
  if (from === undefined) return `Jusqu’à ${euros(band.upTo!)}`;
  if (band.upTo === undefined) return `Au-delà de ${euros(from)}`;
  return `De ${euros(from + 1)} à ${euros(band.upTo)}`;
};

const feeRows = feeBands.map((band, i) => [
  bandLabel(i),
  'minimum' in band ? `${percent(band.rate)} du prix, avec un minimum de ${euros(band.minimum)}` : `${percent(band.rate)} du prix`,
  percent(band.rate / (1 + VAT_RATE / 100)),
]);

// Worked example, computed from the bands so it can never contradict the table.
const EXAMPLE_PRICE = 450_000;
const exampleBand = feeBands.find((b) => b.upTo === undefined || EXAMPLE_PRICE <= b.upTo)!;
const exampleFee = (EXAMPLE_PRICE * exampleBand.rate) / 100;

// ---------------------------------------------------------------------------
// Les textes
// ---------------------------------------------------------------------------

export const legalTexts = defineData('content/legal.ts', legalSchema, {
  eyebrow: 'Informations légales',
  updatedLabel: 'Mise à jour le',
  tocLabel: 'Sur cette page',
  footerTitle: 'Informations légales',
  pages: {
    // -------------------------------------------------------------------------------------------
    mentions: {
      route: '/mentions-legales',
      label: 'Mentions légales',
      title: 'Mentions légales',
      description: `Mentions légales de ${site.legalName} : éditeur, activités, directeur de la publication, hébergeur, carte professionnelle, assurance et médiateur.`,
      lead: 'Les informations que la loi n° 2004‑575 du 21 juin 2004 pour la confiance dans l’économie numérique (article 6-III) et, pour notre activité d’intermédiaire immobilier, la loi n° 70‑9 du 2 janvier 1970 dite loi Hoguet imposent de porter à votre connaissance.',
      updated: UPDATED,
      sections: [
        {
          id: 'editeur',
          title: 'Éditeur du site',
          blocks: [
            p(`Le site ${site.url.replace('https://', '')} est édité par ${site.legalName}, ${legal.form} au capital de ${euros(legal.capitalEuros)}, immatriculée au registre du commerce et des sociétés de ${legal.rcsCity} sous le numéro ${sirenSpaced}.`),
            facts(
              ['Dénomination', site.legalName],
              ['Forme', `${legal.form.charAt(0).toUpperCase()}${legal.form.slice(1)} (${legal.formAbbreviation})`],
              ['Gérance', `${site.people.map((p) => `${p.firstName} ${p.lastName}`).join(', ').replace(/, ([^,]*)$/, ' et $1')}, co-gérants`],
              // A French list runs on in lower case after each semicolon.
              ['Activités', legal.activities.map((a, i) => (i === 0 ? a : a[0]!.toLowerCase() + a.slice(1))).join('\u202f; ')],
              ['Capital social', euros(legal.capitalEuros)],
              ['Immatriculation', rcs],
              ['TVA intracommunautaire', legal.vat],
              ['Siège social', `${headOffice}, ${office.country}`],
              ['Téléphone', tel(office.phone, true)],
              ['E-mail', mail()],
            ),
          ],
        },
        {
          id: 'publication',
          title: 'Direction de la publication',
          blocks: [
            p(`Le directeur de la publication est M. ${director.firstName} ${director.lastName}, ${legal.publicationDirector.capacity}. Vous pouvez lui écrire à notre agence ou à ${mail('À l’attention du directeur de la publication')}.`),
          ],
        },
        {
          id: 'hebergement',
          title: 'Hébergement',
          blocks: [
            p(`Le site est hébergé par ${host.name}, ${host.street}, ${host.postcode} ${host.city}, ${host.country}, téléphone ${tel(host.phone)} ([ovhcloud.com](${host.url})).`),
            p('Les pages sont publiées sous forme de fichiers statiques : le site ne comporte ni espace client, ni compte utilisateur, ni base de données.'),
          ],
        },
        {
          id: 'intermediaire-immobilier',
          title: 'Activité d’intermédiaire immobilier',
          blocks: [
            p(`${site.brand} prête son concours à des opérations portant sur les biens d’autrui et relève à ce titre de la loi Hoguet et de son décret d’application n° 72‑678 du 20 juillet 1972.`),
            facts(
              ['Carte professionnelle', `« ${legal.card.activity} » n° ${legal.card.number.replace(/ /g, '\u00a0')}, délivrée le ${cardDate} par la ${legal.card.issuer}`],
              ['Fonds des clients', `Non-détention de fonds : la société ne reçoit ni ne détient aucun fonds, effet ou valeur pour le compte de ses clients`],
              ['Responsabilité civile professionnelle', `Contrat n° ${legal.insurance.policy.replace(/ /g, '\u00a0')} souscrit auprès de ${insurer.name}, ${insurer.street}, ${insurer.postcode} ${insurer.city}`],
              ['Territoire couvert par l’assurance', legal.insurance.territory],
            ),
            p(`En Principauté de Monaco, où la carte professionnelle française ne vaut pas, ${site.brand} intervient en maîtrise d’ouvrage déléguée pour le compte de ses clients, sans activité de transaction.`),
            p(`Comme l’indique la mention « non-détention de fonds » de sa carte, ${site.brand} n’encaisse aucune somme pour le compte de ses clients. Le dépôt de garantie versé à la signature d’un avant-contrat est remis au notaire chargé de la vente, qui le conserve en qualité de séquestre jusqu’à l’acte. Nos honoraires ne nous sont versés qu’une fois la vente conclue, conformément à l’article 6 de la loi Hoguet.`),
            p('Les mandataires indépendants de notre réseau agissent pour le compte de la société en vertu d’une attestation d’habilitation qu’elle leur délivre ; ils ne peuvent recevoir aucune somme, à quelque titre que ce soit.'),
            p('Nos honoraires sont détaillés sur la page [Honoraires de transaction](/honoraires), conformément à l’arrêté du 10 janvier 2017 relatif à l’information des consommateurs par les professionnels intervenant dans une transaction immobilière.'),
          ],
        },
        {
          id: 'mediation',
          title: 'Médiation de la consommation',
          blocks: [
            p(`En application des articles L. 611‑1 et suivants du Code de la consommation, tout client consommateur peut recourir gratuitement au médiateur dont relève ${site.brand}, en vue de la résolution amiable d’un litige qui l’opposerait à la société :`),
            facts(
              ['Médiateur', mediator.name],
              ['Adresse', `${mediator.street}, ${mediator.postcode} ${mediator.city}`],
              ['Site internet', `[${mediator.url.replace('https://', '')}](${mediator.url})`],
            ),
            p('Le médiateur ne peut être saisi qu’après une réclamation écrite adressée à la société, par courrier ou par e-mail, et restée sans réponse satisfaisante ; la demande doit lui parvenir dans l’année qui suit cette réclamation. La médiation est facultative : chacun reste libre d’accepter ou de refuser la solution proposée et de porter le litige devant le juge.'),
          ],
        },
        {
          id: 'propriete-intellectuelle',
          title: 'Propriété intellectuelle',
          blocks: [
            p(`Les textes, images, plans, films, logo et éléments graphiques de ce site sont protégés par le Code de la propriété intellectuelle. Sauf mention contraire, ils appartiennent à ${site.legalName} ou sont reproduits avec l’autorisation de leurs auteurs. Toute reproduction, représentation ou adaptation, totale ou partielle, sans l’accord écrit préalable de la société constitue une contrefaçon sanctionnée par les articles L. 335‑2 et suivants de ce code.`),
            p('Les courtes citations de nos articles sont permises dans les conditions de l’article L. 122‑5, à la condition d’en indiquer clairement la source et de renvoyer par un lien à la page citée.'),
          ],
        },
        {
          id: 'credits',
          title: 'Crédits',
          blocks: [
            list(
              `Images, plans et textes : ${site.brand}, tous droits réservés.`,
              'Fond de carte de la page [Contact](/contact) : © les contributeurs d’OpenStreetMap, données sous licence ODbL ([openstreetmap.org/copyright](https://www.openstreetmap.org/copyright)).',
              'Caractères : Fraunces et Inter, diffusés sous licence SIL Open Font License 1.1.',
              `Conception et développement du site : ${site.brand}.`,
            ),
          ],
        },
        {
          id: 'donnees-personnelles',
          title: 'Données personnelles et cookies',
          blocks: [
            p('Le site ne dépose aucun cookie. Les informations transmises par le formulaire de contact et l’inscription à la lettre d’information sont traitées dans les conditions décrites dans notre [politique de confidentialité](/confidentialite). L’accessibilité du site fait l’objet d’une [déclaration](/accessibilite) distincte.'),
          ],
        },
        {
          id: 'droit-applicable',
          title: 'Droit applicable',
          blocks: [
            p('Les présentes mentions sont régies par le droit français. Tout litige relatif au site relève des juridictions françaises, sous réserve des règles qui permettent au consommateur de saisir le tribunal de son domicile.'),
          ],
        },
      ],
    },

    // -------------------------------------------------------------------------------------------
    confidentialite: {
      route: '/confidentialite',
      label: 'Politique de confidentialité',
      title: 'Politique de confidentialité',
      description: 'Les données que Castellar Foncier recueille par ses formulaires, pourquoi, combien de temps, qui les reçoit, et comment exercer vos droits.',
      lead: 'Quelles données personnelles ce site recueille, pourquoi, combien de temps nous les gardons, qui d’autre les voit, et comment exercer vos droits : les informations prévues par l’article 13 du règlement (UE) 2016/679 du 27 avril 2016 (RGPD) et par la loi n° 78‑17 du 6 janvier 1978 dite « Informatique et Libertés ».',
      updated: UPDATED,
      sections: [
        {
          id: 'responsable',
          title: 'Responsable du traitement',
          blocks: [
            p(`Le responsable du traitement est ${site.legalName}, ${legal.form} au capital de ${euros(legal.capitalEuros)}, ${rcs}, dont le siège est situé ${headOffice}, représentée par M. ${director.firstName} ${director.lastName}, l’un de ses co-gérants.`),
            p(`Pour toute question relative à vos données, écrivez à ${mail('Données personnelles')} ou par courrier à notre agence, ${headOffice}. Compte tenu de la nature et du volume de ses traitements, la société n’a pas désigné de délégué à la protection des données.`),
          ],
        },
        {
          id: 'traitements',
          title: 'Ce que nous recueillons, et pourquoi',
          blocks: [p('En dehors des journaux techniques de l’hébergeur, décrits plus bas, le site ne recueille de données personnelles que lorsque vous remplissez l’un de ses deux formulaires. Il n’utilise ni outil de mesure d’audience, ni traceur publicitaire.')],
          parts: [
            {
              title: 'Le formulaire de contact',
              blocks: [
                facts(
                  ['Données', 'Nom, prénom, adresse e-mail, téléphone et pays de l’indicatif (facultatifs), description du projet, budget (facultatif), profil (propriétaire, collectivité, professionnel ou investisseur) et message.'],
                  ['Finalité', 'Répondre à votre demande et, si vous le souhaitez, préparer avec vous une étude de potentiel ou un mandat.'],
                  ['Base légale', 'Les mesures précontractuelles prises à votre demande (article 6.1.b du RGPD) lorsque votre message porte sur un bien ou un projet ; à défaut, notre intérêt légitime à répondre aux personnes qui nous écrivent (article 6.1.f).'],
                  ['Conservation', 'Trois ans à compter de notre dernier échange, durée recommandée par la CNIL pour les données de prospects. Si votre demande aboutit à un mandat, le dossier est conservé pendant la durée du mandat, puis archivé cinq ans (prescription civile et obligations de lutte contre le blanchiment des capitaux).'],
                ),
                p('Les champs obligatoires sont signalés dans le formulaire : sans eux, nous ne pourrions pas vous répondre.'),
              ],
            },
            {
              title: 'La lettre d’information',
              blocks: [
                facts(
                  ['Données', 'Votre adresse e-mail.'],
                  ['Finalité', 'Vous adresser, quelques fois par an, nos analyses sur le foncier, l’urbanisme et les projets de la Riviera.'],
                  ['Base légale', 'Votre consentement (article 6.1.a du RGPD), que vous pouvez retirer à tout moment par le lien de désinscription présent dans chaque lettre ou par simple e-mail.'],
                  ['Conservation', 'Jusqu’à votre désinscription ; votre adresse est alors retirée de la liste de diffusion dans un délai d’un mois.'],
                ),
              ],
            },
            {
              title: 'La consultation du site',
              blocks: [
                p(`Comme tout serveur web, celui de notre hébergeur, ${host.name}, enregistre dans ses journaux techniques l’adresse IP, la date et l’heure, la page demandée et le type de navigateur de chaque visite. Ces journaux servent à la sécurité et au bon fonctionnement du site (intérêt légitime) et sont conservés un an au plus.`),
              ],
            },
          ],
        },
        {
          id: 'destinataires',
          title: 'Qui reçoit vos données',
          blocks: [
            p('Vos messages sont lus par les trois associés de la société et, lorsque votre projet le justifie et avec votre accord, par le mandataire de notre réseau qui couvre votre secteur. Vos données ne sont ni vendues, ni louées, ni cédées à des fins commerciales.'),
            p('Nos prestataires n’y ont accès que pour les besoins de leur mission, en qualité de sous-traitants au sens de l’article 28 du RGPD :'),
            list(
              'EmailJS, service qui achemine les messages des formulaires jusqu’à notre messagerie. Ses serveurs sont situés aux États-Unis, hors de l’Union européenne : ce transfert est encadré par les clauses contractuelles types adoptées par la Commission européenne le 4 juin 2021 (article 46 du RGPD), dont vous pouvez obtenir une copie en nous écrivant.',
              `${host.name}, hébergeur du site, dont les serveurs sont situés en France.`,
            ),
            p('Vos données peuvent enfin être communiquées aux autorités qui les requièrent dans les cas prévus par la loi.'),
          ],
        },
        {
          id: 'cookies',
          title: 'Cookies et stockage dans votre navigateur',
          blocks: [
            p('Le site ne dépose aucun cookie, ni pour son propre compte, ni pour celui d’un tiers. Il se sert de deux mémoires de votre navigateur, dont le contenu reste sur votre appareil et ne nous est jamais transmis :'),
            list(
              'le stockage de session (sessionStorage) garde le brouillon du formulaire de contact, pour que rien de ce que vous avez écrit ne soit perdu si vous changez de page ou si l’envoi échoue ; il s’efface dès l’envoi du message ou à la fermeture de l’onglet ;',
              'le stockage local (localStorage) retient votre accord pour l’affichage du film des Étoiles du Rocher, afin de ne pas vous reposer la question à chaque visite ; vous l’effacez en supprimant les données du site dans les réglages de votre navigateur.',
            ),
            p('Ces deux mémoires servent uniquement un service que vous avez vous-même demandé : elles ne requièrent pas de consentement préalable (article 82 de la loi « Informatique et Libertés »).'),
          ],
        },
        {
          id: 'tiers',
          title: 'Services de tiers',
          parts: [
            {
              title: 'La carte de la page Contact',
              blocks: [
                p('La carte qui situe notre agence sur la page [Contact](/contact) est faite d’images, les tuiles, que votre navigateur télécharge auprès des serveurs d’OpenStreetMap, exploités par la Fondation OpenStreetMap au Royaume-Uni. Pour les obtenir, il leur transmet votre adresse IP, comme à tout site consulté, ainsi que l’adresse de notre site. Aucun cookie n’est déposé et les tuiles ne sont demandées qu’à l’approche de la carte sur la page.'),
                p('Nous avons retenu ce service pour montrer où nous trouver sans recourir à une plateforme publicitaire. Le Royaume-Uni bénéficie d’une décision d’adéquation de la Commission européenne ; la fondation décrit ses propres traitements dans sa [politique de confidentialité](https://osmfoundation.org/wiki/Privacy_Policy).'),
              ],
            },
            {
              title: 'Le film des Étoiles du Rocher',
              blocks: [
                p('Le film de présentation de la résidence [Les Étoiles du Rocher](/nos-realisations/les-etoiles-du-rocher) est hébergé par YouTube, service de Google. Il ne se charge que si vous cliquez sur le bouton qui le propose : jusque-là, votre navigateur n’adresse aucune requête à YouTube ni à Google.'),
                p('Une fois le film chargé, en mode de confidentialité renforcée (youtube-nocookie.com), Google reçoit votre adresse IP et peut utiliser ses propres traceurs dans le lecteur, sous sa responsabilité et selon ses [règles de confidentialité](https://policies.google.com/privacy?hl=fr).'),
              ],
            },
          ],
        },
        {
          id: 'droits',
          title: 'Vos droits',
          blocks: [
            p('Vous disposez sur vos données des droits suivants :'),
            list(
              'droit d’accès : savoir si nous détenons des données vous concernant et en obtenir une copie (article 15 du RGPD) ;',
              'droit de rectification des données inexactes ou incomplètes (article 16) ;',
              'droit à l’effacement, lorsque leur conservation n’est plus justifiée (article 17) ;',
              'droit à la limitation du traitement, le temps par exemple de vérifier une contestation (article 18) ;',
              'droit d’opposition au traitement fondé sur notre intérêt légitime, et à tout moment à la prospection (article 21) ;',
              'droit à la portabilité des données que vous nous avez fournies, dans un format structuré et lisible par machine (article 20) ;',
              'droit de retirer votre consentement à tout moment, sans que cela remette en cause le traitement effectué auparavant (article 7) ;',
              'droit de définir des directives relatives au sort de vos données après votre décès (article 85 de la loi « Informatique et Libertés »).',
            ),
            p(`Pour les exercer, écrivez à ${mail('Exercice de mes droits')} ou par courrier à ${site.legalName}, ${headOffice}. Nous vous répondons dans un délai d’un mois, qui peut être prolongé de deux mois pour une demande complexe. Nous ne vous demanderons un justificatif d’identité qu’en cas de doute raisonnable sur celle-ci.`),
          ],
        },
        {
          id: 'cnil',
          title: 'Réclamation auprès de la CNIL',
          blocks: [
            p('Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), en ligne sur [cnil.fr](https://www.cnil.fr/fr/plaintes) ou par courrier : CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.'),
          ],
        },
        {
          id: 'evolution',
          title: 'Évolution de cette politique',
          blocks: [
            p('Cette politique sera mise à jour si le site accueille un nouveau service ou si la réglementation évolue. La date de sa dernière révision figure en tête de page.'),
          ],
        },
      ],
    },

    // -------------------------------------------------------------------------------------------
    accessibilite: {
      route: '/accessibilite',
      label: 'Accessibilité : partiellement conforme',
      title: 'Déclaration d’accessibilité',
      description: 'Déclaration d’accessibilité du site de Castellar Foncier : état de conformité au RGAA, vérifications menées, contenus non accessibles et recours.',
      lead: `${site.brand} s’engage à rendre son site accessible, conformément à l’article 47 de la loi n° 2005‑102 du 11 février 2005. Cette déclaration s’applique au site ${site.url.replace('https://', '')}.`,
      updated: UPDATED,
      sections: [
        {
          id: 'etat-de-conformite',
          title: 'État de conformité',
          blocks: [
            p(`Le site ${site.url.replace('https://', '')} est partiellement conforme avec le référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1.2.`),
            p('Les outils de contrôle automatique ne relèvent aucune erreur, sur aucune page. Mais ces outils ne savent juger qu’une partie des critères, et l’audit complet des 106 critères du RGAA par un auditeur indépendant n’a pas encore été réalisé : tant qu’il ne l’a pas été, nous ne pouvons ni déclarer le site totalement conforme, ni publier de taux de conformité.'),
          ],
        },
        {
          id: 'verifications',
          title: 'Ce qui a été vérifié',
          parts: [
            {
              title: 'Contrôles automatiques',
              blocks: [
                p('Chaque page est contrôlée, sur un écran de téléphone comme d’ordinateur, au regard des règles des WCAG 2.2 de niveaux A et AA que des outils savent vérifier, et la validité de son code HTML avec elle. Ces contrôles ne relèvent aucune anomalie ; les outils employés sont nommés plus bas.'),
              ],
            },
            {
              title: 'Contrôles manuels',
              blocks: [
                list(
                  'navigation complète au clavier : menu, galeries et visionneuse d’images, carrousel, formulaires, carte ; ordre de tabulation cohérent et aucun piège au clavier ;',
                  'visibilité de la prise de focus sur chaque lien, bouton et champ ;',
                  'agrandissement du texte à 200 % et affichage sur 320 px de large, sans perte de contenu ni défilement horizontal ;',
                  'respect du réglage « réduire les animations » du système : mots qui défilent, fondus et déplacements s’arrêtent ;',
                  'noms, rôles et états que les composants interactifs exposent aux lecteurs d’écran : boutons du menu et des galeries, champs et messages d’erreur du formulaire, notifications.',
                ),
              ],
            },
            {
              title: 'Ce qu’aucun outil ne peut trancher',
              blocks: [
                p('Restent à examiner critère par critère lors de l’audit : la pertinence des alternatives textuelles des images (critère 1.3), l’information donnée par la couleur (3.1), les alternatives des médias temporels (4.1), la clarté des intitulés de liens (6.1), les changements de contexte (7.4), la pertinence des titres de page (8.6) et de la hiérarchie des titres (9.1), la lisibilité sans feuille de styles (10.3), l’aide apportée par les messages d’erreur du formulaire (11.10) et la cohérence de l’ordre de tabulation sur toutes les pages (12.8).'),
              ],
            },
          ],
        },
        {
          id: 'contenus-non-accessibles',
          title: 'Contenus non accessibles',
          parts: [
            {
              title: 'Non-conformités',
              blocks: [p('Aucune n’est connue à ce jour. L’audit complet dira si certaines nous ont échappé ; elles seront alors listées ici, avec la date prévue de leur correction.')],
            },
            {
              title: 'Contenus non soumis à l’obligation d’accessibilité',
              blocks: [
                list(
                  'La carte interactive de la page [Contact](/contact) : les services de cartographie en ligne sont exemptés dès lors que l’information essentielle est donnée autrement. L’adresse de l’agence, son téléphone et son adresse e-mail figurent en texte à côté de la carte, et un lien « Voir sur OpenStreetMap » figure sous la carte, qu’elle soit chargée ou non.',
                  'Le lecteur vidéo de YouTube qui diffuse le film des Étoiles du Rocher : contenu tiers que nous ne maîtrisons pas. La résidence est décrite sur la même page par le texte et par des images pourvues d’alternatives textuelles.',
                ),
              ],
            },
            {
              title: 'Documents à télécharger',
              blocks: [
                p('Les brochures PDF jointes aux cartes de visite ne sont pas balisées pour les technologies d’assistance. Leur contenu, nom, fonction et coordonnées, se trouve sur la page de chaque carte de visite, qui en constitue la version accessible.'),
              ],
            },
          ],
        },
        {
          id: 'etablissement',
          title: 'Établissement de cette déclaration',
          blocks: [
            p('Cette déclaration a été établie le 23 novembre 2026, à partir de l’évaluation interne décrite ci-dessus.'),
            facts(
              ['Technologies', 'HTML5, CSS, WAI-ARIA et JavaScript ; chaque page se lit sans JavaScript.'],
              ['Navigateurs', 'Chromium 156, Firefox ESR 153 et WebKit 2.50, le moteur de Safari.'],
              ['Outils', 'axe-core 4.14, Nu HTML Checker, Lighthouse 12 ; contrôles manuels au clavier, au zoom et avec le réglage de réduction des animations.'],
            ),
            p('Pages concernées :'),
            list(
              '[Accueil](/)',
              '[Acteurs](/acteurs) et les quatre pages par public',
              '[Nos réalisations](/nos-realisations) et les pages de chaque projet',
              '[Qui sommes-nous](/qui-sommes-nous)',
              '[Contact](/contact)',
              '[Actualités](/actualites) et chaque article',
              `les cartes de visite des associés, par exemple celle de [${director.firstName} ${director.lastName}](/carte-de-visite-${director.slug}), et leur QR code`,
              '[Mentions légales](/mentions-legales), [politique de confidentialité](/confidentialite), [honoraires](/honoraires) et la présente déclaration',
            ),
          ],
        },
        {
          id: 'signaler',
          title: 'Signaler un défaut d’accessibilité',
          blocks: [
            p('Si vous ne parvenez pas à accéder à un contenu ou à un service du site, dites-le-nous : nous vous indiquerons une autre façon d’y accéder, ou vous transmettrons l’information sous une forme qui vous convient.'),
            facts(
              ['E-mail', mail('Accessibilité du site')],
              ['Téléphone', tel(office.phone, true)],
              ['Courrier', `${site.legalName}, ${headOffice}`],
            ),
          ],
        },
        {
          id: 'recours',
          title: 'Voies de recours',
          blocks: [
            p('Si vous nous avez signalé un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un service, et que notre réponse ne vous a pas donné satisfaction, vous pouvez saisir le Défenseur des droits :'),
            list(
              'par son [formulaire en ligne](https://formulaire.defenseurdesdroits.fr/) ;',
              'auprès de l’un de ses délégués, dont la liste figure sur [defenseurdesdroits.fr](https://www.defenseurdesdroits.fr/) ;',
              'par courrier, sans affranchissement : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.',
            ),
          ],
        },
      ],
    },

    // -------------------------------------------------------------------------------------------
    honoraires: {
      route: '/honoraires',
      label: 'Honoraires',
      title: 'Honoraires de transaction',
      description: 'Barème des honoraires de transaction de Castellar Foncier, TTC par tranche de prix : à la charge du vendeur sauf mandat contraire, dus à la signature de l’acte.',
      lead: `Le barème maximum de nos honoraires pour la vente de terrains, de maisons, d’appartements, d’immeubles et de locaux, établi conformément à l’arrêté du 10 janvier 2017. Les montants s’entendent toutes taxes comprises, TVA au taux de ${VAT_RATE} % incluse.`,
      updated: UPDATED,
      sections: [
        {
          id: 'bareme',
          title: 'Barème des ventes',
          blocks: [
            {
              kind: 'table',
              caption: `Honoraires de transaction selon le prix de vente, en vigueur depuis le 1er novembre 2026`,
              head: ['Prix de vente hors honoraires', 'Honoraires TTC', 'Soit hors taxes'],
              rows: feeRows,
            },
            p('Le taux de la tranche dans laquelle se situe le prix s’applique à la totalité de ce prix : les tranches ne se cumulent pas. Le pourcentage est calculé sur le prix de vente hors honoraires.'),
            p(`Exemple : pour une maison vendue ${euros(EXAMPLE_PRICE)}, les honoraires s’élèvent à ${euros(exampleFee)} TTC, soit ${percent(exampleBand.rate)} du prix et ${euros(Math.round(exampleFee / (1 + VAT_RATE / 100)))} hors taxes.`),
          ],
        },
        {
          id: 'charge-des-honoraires',
          title: 'Qui paie, et quand',
          blocks: [
            p('Les honoraires sont à la charge du vendeur, sauf stipulation contraire du mandat. Lorsque le mandat les met, en tout ou partie, à la charge de l’acquéreur, nos annonces indiquent le prix honoraires inclus et le prix hors honoraires, ainsi que le montant des honoraires exprimé en pourcentage du prix hors honoraires.'),
            p('Ils ne sont dus qu’une fois la vente effectivement conclue et constatée par acte authentique, comme le prévoit l’article 6 de la loi n° 70‑9 du 2 janvier 1970 : aucune somme ne vous est demandée à la signature du mandat ni à celle de l’avant-contrat.'),
          ],
        },
        {
          id: 'terrains',
          title: 'Terrains à bâtir et ventes par lots',
          blocks: [
            p('Le barème s’applique aux terrains à bâtir comme aux biens bâtis. Lorsqu’un terrain est vendu par lots après division, les honoraires sont calculés lot par lot, sur le prix de chacun.'),
            p('Pour la vente d’un terrain à un promoteur sous la condition suspensive de l’obtention d’un permis de construire, les honoraires ne sont dus qu’à la réitération de la vente par acte authentique, une fois les conditions levées ; si la vente ne se fait pas, ils ne sont pas dus.'),
            p(`Les études de potentiel foncier et les avis de valeur demandés hors mandat font l’objet d’un devis accepté avant tout commencement ; ils sont offerts lorsqu’ils précèdent un mandat de vente confié à ${site.brand}. Un [exemple d’étude de potentiel](/documents/exemple-etude-de-potentiel.pdf) (PDF, 3\u00a0pages) montre ce que l’étude contient.`),
          ],
        },
        {
          id: 'autres-prestations',
          title: 'Location et gestion',
          blocks: [
            p(`${site.brand} n’exerce aucune activité de location ni de gestion locative. Nous vous orienterons volontiers vers un confrère pour ces besoins.`),
          ],
        },
        {
          id: 'affichage',
          title: 'Un barème de montants maximums',
          blocks: [
            p(`Ce barème est affiché dans notre agence, ${office.street} à ${office.city}. Les honoraires effectivement convenus figurent dans chaque mandat et ne peuvent excéder ceux du barème en vigueur à la date de sa signature. Les informations relatives à notre carte professionnelle et à notre assurance de responsabilité civile professionnelle figurent dans les [mentions légales](/mentions-legales#intermediaire-immobilier).`),
          ],
        },
      ],
    },
  },
});

/** The four pages in the footer's order. */
export const legalOrder: LegalKey[] = ['mentions', 'confidentialite', 'accessibilite', 'honoraires'];
