// Synthetic news articles, to see how the site behaves with thousands of them (the scale tests,
// `npm run bench -- --scale`). Writes n French Markdown articles that pass content/articles.ts:
// numbered after the 4 real ones (5, 6, ...), slugs made unique by their number, spread over the
// three categories, dated further back in time as the number grows (so `number` order stays
// newest first, as with the real ones), ~600 words each: an intro and 4 `## ` sections. They
// reuse the 4 photos under content/images/articles/, so images cost nothing more to encode.
//
// Deterministic and prefix-stable: article k is the same bytes whatever n is, so a test at +30
// and another at +300 see the same first 30 articles.
//
//   node --import tsx --import ./content/_lib/yaml-register.mjs scripts/generate-articles.ts --n 1000 --out content/articles
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { Article } from '../content/articles.ts';
import site from '../content/site.ts';

/** The real articles are numbered 1 to 4. */
const FIRST_NUMBER = 5;
/** The oldest real article is dated 2025-02-10: the generated ones start before it. */
const FIRST_DAY = Date.UTC(2025, 0, 31) / 86_400_000;

// French typography, written once here rather than in every string below: a no-break space
// before : ; ! ? and inside « », typographic apostrophes.
const NBSP = '\u00a0';
const fr = (s: string) =>
  s
    .replace(/ ([:;!?»])/g, `${NBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/'/g, '’');

// mulberry32: small, fast, and the same numbers on every machine.
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

/** k distinct items of `list`, in a random order. */
function sample<T>(r: () => number, list: readonly T[], k: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < k && pool.length) out.push(pool.splice(Math.floor(r() * pool.length), 1)[0]!);
  return out;
}

const asciiSlug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** "de Menton", "d'Èze": elision before a vowel. */
const of = (name: string) => (/^[AEIOUYÀÂÉÈÊÎÏÔÛ]/i.test(name) ? `d'${name}` : `de ${name}`);

// A subject in the three forms French sentences need: as a title, with its article, after "de".
interface Topic {
  title: string;
  the: string;
  ofThe: string;
}
const TOPICS: Topic[] = [
  { title: 'Friches urbaines', the: 'les friches urbaines', ofThe: 'des friches urbaines' },
  { title: 'Sobriété foncière', the: 'la sobriété foncière', ofThe: 'de la sobriété foncière' },
  { title: 'Division parcellaire', the: 'la division parcellaire', ofThe: 'de la division parcellaire' },
  { title: 'Surélévation', the: 'la surélévation', ofThe: 'de la surélévation' },
  { title: "Risque d'inondation", the: "le risque d'inondation", ofThe: "du risque d'inondation" },
  { title: 'Logement des actifs', the: 'le logement des actifs', ofThe: 'du logement des actifs' },
  { title: 'Rénovation énergétique', the: 'la rénovation énergétique', ofThe: 'de la rénovation énergétique' },
  { title: "Plan local d'urbanisme", the: "le plan local d'urbanisme", ofThe: "du plan local d'urbanisme" },
  { title: 'Villages perchés', the: 'les villages perchés', ofThe: 'des villages perchés' },
  { title: 'Front de mer', the: 'le front de mer', ofThe: 'du front de mer' },
  { title: 'Mobilité douce', the: 'la mobilité douce', ofThe: 'de la mobilité douce' },
  { title: 'Îlots de chaleur', the: 'les îlots de chaleur', ofThe: 'des îlots de chaleur' },
  { title: 'Patrimoine bâti', the: 'le patrimoine bâti', ofThe: 'du patrimoine bâti' },
  { title: 'Restanques', the: 'les restanques', ofThe: 'des restanques' },
  { title: 'Copropriétés anciennes', the: 'les copropriétés anciennes', ofThe: 'des copropriétés anciennes' },
  { title: "Changement d'usage", the: "le changement d'usage", ofThe: "du changement d'usage" },
  { title: 'Ressource en eau', the: 'la ressource en eau', ofThe: 'de la ressource en eau' },
  { title: 'Jardins familiaux', the: 'les jardins familiaux', ofThe: 'des jardins familiaux' },
  { title: "Zones d'activités", the: "les zones d'activités", ofThe: "des zones d'activités" },
  { title: 'Toitures solaires', the: 'les toitures solaires', ofThe: 'des toitures solaires' },
];

const PLACES = [
  'Menton',
  'Roquebrune-Cap-Martin',
  'Sospel',
  'Beausoleil',
  'Èze',
  'Villefranche-sur-Mer',
  'Nice',
  'Cagnes-sur-Mer',
  'Antibes',
  'Grasse',
  'Vence',
  'Saint-Paul-de-Vence',
  'La Turbie',
  'Gorbio',
  'Castellar',
  'Sainte-Agnès',
  'Breil-sur-Roya',
  'Tende',
  "Cap-d'Ail",
  'Beaulieu-sur-Mer',
  'Saint-Jean-Cap-Ferrat',
  'Mandelieu-la-Napoule',
  'Cannes',
  'Valbonne',
];

const ANGLES = [
  'ce que les propriétaires doivent savoir',
  'les marges de manœuvre des communes',
  'notre méthode pas à pas',
  "les leçons d'un chantier récent",
  "les bonnes questions avant d'acheter",
  'ce que prévoient les textes',
  'contraintes et opportunités',
  "l'œil de l'aménageur",
  'idées reçues et réalités',
  'un calendrier réaliste',
  'combien cela coûte vraiment',
  'les erreurs à éviter',
];

const CATEGORIES = ['Expertise', 'Nouveaux enjeux', 'Ville de demain'] as const satisfies readonly Article['category'][];

// The existing photos, each with a description of what it shows.
const PHOTOS: Record<Article['category'], { image: string; alt: string }[]> = {
  Expertise: [
    {
      image: 'articles/foncier-environnement.jpg',
      alt: "Menton vu du ciel : la ville s'étire le long de la mer et s'arrête au pied de collines couvertes d'oliviers en terrasses",
    },
    {
      image: 'articles/valorisation-patrimoniale.jpg',
      alt: 'La vieille ville de Menton depuis la plage : façades ocre serrées les unes contre les autres et clocher de la basilique au sommet',
    },
  ],
  'Nouveaux enjeux': [
    {
      image: 'articles/transition-energetique.jpg',
      alt: 'Panneaux solaires posés sur des toits de tuiles et des terrasses, au-dessus de maisons qui descendent vers la mer',
    },
  ],
  'Ville de demain': [
    {
      image: 'articles/smart-city.jpg',
      alt: "Écran montrant la maquette numérique en relief d'un quartier du littoral, ses immeubles, ses rues et les collines derrière",
    },
  ],
};

const HEADINGS = [
  'Un cadre réglementaire qui se resserre',
  'Ce que révèle le terrain',
  'Les premières questions à poser',
  'Le point de vue des propriétaires',
  'Le rôle des collectivités',
  'Des contraintes propres au relief',
  "Le calendrier d'un projet",
  "Chiffrer avant de s'engager",
  'Concerter pour avancer',
  'Les erreurs fréquentes',
  'Ce qui change concrètement',
  'Un exemple de démarche',
  'Les leviers financiers',
  'Préserver le paysage',
  'Anticiper les risques',
  'Et demain ?',
];

// {the}, {ofThe}: the subject; {place}, {ofPlace}: the commune.
const INTRO_OPENINGS = [
  '{Title} : le sujet revient dans presque tous nos rendez-vous à {place} et dans les communes voisines.',
  "À {place}, la question {ofThe} se pose avec une acuité particulière, entre pression foncière, relief et exigences environnementales.",
  "Longtemps réservé aux spécialistes, le thème {ofThe} intéresse aujourd'hui autant les propriétaires que les élus et les investisseurs {ofPlace}.",
];
const INTRO_MIDDLES = [
  'Les règles ont changé ces dernières années, et leurs effets commencent seulement à se faire sentir sur les prix comme sur les projets.',
  'Derrière les textes et les sigles, ce sont des choix très concrets qui attendent les porteurs de projet.',
  'Chaque semaine, des propriétaires nous demandent ce que ces évolutions changent pour leur terrain ou leur immeuble.',
  "Les communes, de leur côté, doivent concilier l'accueil de nouveaux habitants et la protection de paysages qui font leur attrait.",
  'Le sujet paraît technique ; il touche pourtant à la valeur des biens, au cadre de vie et à la façon dont la ville se transforme.',
];
const INTRO_CLOSINGS = [
  "Nous l'abordons ici sous l'angle qui nous occupe au quotidien : {angle}.",
  'Cet article fait le point sur ce que nous observons sur le terrain, avec un fil conducteur : {angle}.',
  'Voici, sans jargon, ce qu’il faut en retenir, avec un angle précis : {angle}.',
];

const SENTENCES = [
  "Sur un territoire aussi contraint que celui {ofPlace}, chaque mètre carré constructible se négocie entre la pente, la mer et les règles d'urbanisme.",
  "Le plan local d'urbanisme fixe l'essentiel : hauteurs, emprise au sol, reculs, stationnement et part d'espaces verts à conserver.",
  "Avant toute esquisse, nous commençons par une lecture fine du cadastre, des servitudes et de l'historique des autorisations déjà accordées.",
  "Les propriétaires découvrent souvent que la valeur de leur terrain tient moins à sa surface qu'à sa constructibilité réelle.",
  "Une visite sur place reste irremplaçable : l'exposition, les vues, l'accès des engins et l'état des murs de soutènement ne se lisent pas sur un plan.",
  'La concertation avec les riverains, engagée tôt, évite bien des recours et raccourcit en définitive les délais.',
  "Les services instructeurs apprécient un dossier complet, argumenté et illustré : c'est souvent là que se gagnent plusieurs mois.",
  "Pour {the}, les règles nationales se combinent avec les spécificités locales, et c'est leur articulation qui demande de l'expertise.",
  "Nous recommandons de chiffrer plusieurs scénarios plutôt qu'un seul : le meilleur projet n'est pas toujours le plus dense.",
  "Le coût des fondations sur un terrain en pente peut peser lourd dans le budget ; une étude géotechnique s'impose dès l'amont.",
  'La loi Littoral et la loi Montagne se superposent parfois sur une même commune, ce qui complique la lecture des droits à construire.',
  'Les aides publiques existent, mais elles changent souvent ; mieux vaut vérifier leur disponibilité au moment du dépôt du dossier.',
  'Un bon projet s’insère dans la silhouette du quartier au lieu de la contredire : hauteurs, matériaux et couleurs comptent autant que les mètres carrés.',
  'À {place}, les données publiques sur les ventes immobilières permettent désormais de situer un prix avec une précision appréciable.',
  "Le calendrier d'un projet se compte rarement en semaines : entre les études, l'instruction et les délais de recours, il faut souvent prévoir plus d'un an.",
  "La végétation existante, en particulier les oliviers et les pins, mérite d'être relevée avec soin : elle fait partie de la valeur du site.",
  "Ruissellement, chutes de blocs, feux de forêt : les risques naturels sont cartographiés et doivent être pris en compte dès l'esquisse.",
  "Une copropriété ne décide pas comme un propriétaire unique : il faut convaincre, expliquer et laisser aux assemblées générales le temps de se prononcer.",
  'Nous privilégions les matériaux locaux et les savoir-faire des artisans de la région, plus durables et mieux acceptés.',
  "Le stationnement reste un point sensible : dans les centres anciens, il conditionne souvent la faisabilité d'une opération.",
  "Sur la Riviera, la saisonnalité pèse sur les équipements publics, qu'il faut dimensionner pour l'été sans les surdimensionner l'hiver.",
  'Une étude de capacité répond à une question simple : que peut-on raisonnablement construire ici, et à quel coût ?',
  "Le dialogue avec l'Architecte des Bâtiments de France gagne à être engagé avant le dépôt, sur la base de croquis plutôt que de plans arrêtés.",
  "La sobriété énergétique ne se limite pas à l'isolation : l'orientation, l'ombrage et la ventilation naturelle font une grande partie du travail.",
  "Pour une commune, le sujet {ofThe} touche aussi à l'équilibre entre résidences principales et résidences secondaires.",
  "Les chiffres se lisent avec prudence : une moyenne départementale dit peu de chose d'une parcelle précise.",
  "Chaque terrain a une histoire, faite de partages successifs, de servitudes oubliées et d'usages anciens qu'il faut reconstituer.",
  "Il arrive qu'un projet s'arrête à ce stade, et c'est une bonne nouvelle : mieux vaut renoncer tôt que s'obstiner à grands frais.",
  "Les élus attendent d'un porteur de projet qu'il explique ce que l'opération apporte au quartier, et pas seulement ce qu'elle rapporte.",
  "Le notaire, le géomètre et l'architecte interviennent à des moments différents ; coordonner leurs calendriers fait gagner un temps précieux.",
  "À l'échelle {ofPlace}, quelques opérations bien conduites suffisent souvent à changer le regard porté sur {the}.",
  "Les réseaux d'eau et d'assainissement fixent parfois la vraie limite d'un quartier, bien avant le règlement d'urbanisme.",
  'Une bonne part de notre travail consiste à traduire des règles complexes en choix simples pour nos clients.',
  "Les premiers échanges servent à vérifier qu'un projet tient debout avant d'y consacrer un budget.",
  "Quand le terrain appartient à plusieurs héritiers, la première étape est souvent juridique avant d'être technique.",
  "Le climat méditerranéen impose ses propres règles : pluies soudaines et violentes, sécheresses estivales, embruns qui usent les façades.",
  "Pourquoi ne pas attendre ? Parce qu'un document d'urbanisme en cours de révision peut modifier les droits à construire d'une parcelle.",
  'La demande de logements pour les actifs reste forte sur tout le littoral, et les communes cherchent des terrains pour y répondre.',
  'Nous tenons nos clients informés à chaque étape, avec des comptes rendus courts et des décisions clairement identifiées.',
  'Sur {the}, les retours des communes voisines sont précieux : ce qui a fonctionné à quelques kilomètres peut souvent être adapté.',
  'Les habitants parlent volontiers de « village » pour désigner leur quartier, et ce sentiment d’appartenance mérite d’être respecté.',
  "Un relevé topographique précis évite bien des surprises : quelques dizaines de centimètres de dénivelé changent l'implantation d'un bâtiment.",
  "La fiscalité locale, de la taxe d'aménagement aux participations pour les réseaux, doit entrer dans le bilan dès la première version.",
  "Ce que l'on gagne en surface, on peut le perdre en qualité de vie : nous vérifions toujours l'ensoleillement et l'intimité des logements voisins.",
];

const CLOSINGS = [
  "Vous avez un projet à {place} ou alentour ? Parlons-en avant de signer quoi que ce soit : c'est à ce moment que nos conseils sont les plus utiles.",
  'Nous suivons ces évolutions de près et reviendrons sur le sujet à mesure que les premières opérations se concrétisent.',
  "En somme, le sujet {ofThe} n'est ni une menace ni une promesse : c'est un cadre, qu'il vaut mieux comprendre que subir.",
];

const EXCERPT_ENDS = [
  'Ce que nous observons sur le terrain et les questions à se poser avant d’engager un projet.',
  'Règles, coûts, délais : un tour d’horizon pour décider en connaissance de cause.',
  'Notre lecture des enjeux, illustrée par des situations que nous rencontrons chaque semaine.',
];
const DESCRIPTION_ENDS = [
  'Notre analyse et nos conseils pour les propriétaires comme pour les communes du littoral.',
  'Notre analyse et nos conseils pour propriétaires et communes.',
  'Notre analyse pour les propriétaires de la Riviera.',
];

function fill(template: string, words: Record<string, string>): string {
  return fr(template.replace(/\{(\w+)\}/g, (_, key: string) => words[key] ?? `{${key}}`));
}

const yaml = (value: string | number) => (typeof value === 'number' ? String(value) : JSON.stringify(value));

/** The k-th generated article (k from 0): its file name and its Markdown. */
export function generateArticle(k: number, date: string): { file: string; markdown: string; data: Article } {
  const r = random(0x5eed + k * 7919);
  // Consecutive numbers walk through every title combination before one repeats (5760 of them).
  const topic = TOPICS[k % TOPICS.length]!;
  const place = PLACES[Math.floor(k / TOPICS.length) % PLACES.length]!;
  const angle = ANGLES[Math.floor(k / (TOPICS.length * PLACES.length)) % ANGLES.length]!;
  const category = pick(r, CATEGORIES);
  const photo = pick(r, PHOTOS[category]);
  const number = FIRST_NUMBER + k;
  const words = { Title: topic.title, the: topic.the, ofThe: topic.ofThe, place, ofPlace: of(place), angle };

  const title = fill('{Title} à {place} : {angle}', words);
  const excerpt = fill(`{Title} à {place} : {angle}. ${pick(r, EXCERPT_ENDS)}`, words);
  // 100 to 170 characters: the longest ending that fits.
  const description = DESCRIPTION_ENDS.map((end) => fill(`{Title} à {place} : {angle}. ${end}`.trim(), words)).find((d) => d.length >= 100 && d.length <= 170);
  if (!description) throw new Error(`generated article ${number}: no description of 100 to 170 characters for "${title}"`);

  const intro = [pick(r, INTRO_OPENINGS), ...sample(r, INTRO_MIDDLES, 2), pick(r, INTRO_CLOSINGS)].map((s) => fill(s, words)).join(' ');
  const headings = sample(r, HEADINGS, 4);
  const sentences = sample(r, SENTENCES, 24).map((s) => fill(s, words));
  const sections = headings.map((heading, i) => {
    const own = sentences.slice(i * 6, i * 6 + 6);
    const paragraphs = [own.slice(0, 3).join(' '), own.slice(3).join(' ')];
    if (i === headings.length - 1) paragraphs.push(fill(pick(r, CLOSINGS), words));
    return `## ${fr(heading)}\n\n${paragraphs.join('\n\n')}`;
  });
  const body = [intro, ...sections].join('\n\n');
  const wordCount = body.split(/\s+/).length;

  const slug = `${asciiSlug(topic.title)}-${asciiSlug(place)}-${number}`;
  const data: Article = {
    number,
    slug,
    title,
    date,
    category,
    excerpt,
    description,
    image: photo.image,
    imageAlt: fr(photo.alt),
    readingMinutes: Math.max(1, Math.round(wordCount / 200)),
    author: site.people[number % site.people.length]!.slug,
  };
  // (No keywords: a generated article is found by its title and summary.)
  const front = Object.entries(data).map(([key, value]) => `${key}: ${yaml(value as string | number)}`);
  return { file: `${slug}.md`, markdown: `---\n${front.join('\n')}\n---\n\n${body}\n`, data };
}

/** The dates of the first n generated articles: from 31 January 2025 back, 0 to 2 days apart. */
function dates(n: number): string[] {
  const out: string[] = [];
  let day = FIRST_DAY;
  for (let k = 0; k < n; k++) {
    if (k > 0) day -= Math.floor(random(0xda7e + k)() * 3); // 0: two articles on the same day
    out.push(new Date(day * 86_400_000).toISOString().slice(0, 10));
  }
  return out;
}

/** Writes n generated articles into outDir (created if need be); existing files are left alone. */
export function generateArticles(n: number, outDir: string): void {
  if (!Number.isInteger(n) || n < 0) throw new Error(`generateArticles: n must be a whole number ≥ 0, got ${n}`);
  mkdirSync(outDir, { recursive: true });
  const days = dates(n);
  for (let k = 0; k < n; k++) {
    const { file, markdown } = generateArticle(k, days[k]!);
    writeFileSync(path.join(outDir, file), markdown);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { n: { type: 'string' }, out: { type: 'string', default: 'content/articles' } } });
  const n = Number(values.n);
  if (!values.n || !Number.isInteger(n) || n < 0) {
    console.error('usage: node --import tsx --import ./content/_lib/yaml-register.mjs scripts/generate-articles.ts --n 1000 [--out content/articles]');
    process.exit(2);
  }
  const started = performance.now();
  generateArticles(n, path.resolve(values.out!));
  console.log(`${n} articles written to ${values.out} in ${Math.round(performance.now() - started)} ms (numbers ${FIRST_NUMBER} to ${FIRST_NUMBER + n - 1})`);
}
