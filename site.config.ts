import { defineConfig } from './build/config.ts';
import { productionBackend } from './cms.config.ts';
import { adminCsp } from './cms/csp.ts';
import { articles } from './content/articles.ts';
import { realisations } from './content/realisations.ts';
import site from './content/site.ts';
import { newsWords } from './content/news.ts';

// Browser features no page uses (none reads the position: the map shows the office, not the
// visitor), denied to the pages and to any frame. Left at their default, the page itself: the
// film's frame (autoplay, encrypted-media, picture-in-picture, fullscreen, delegated by its
// `allow`) and 'Partager' (web-share, clipboard-write). Only names Chromium knows: it reports
// the others in the console.
const DENIED_FEATURES = [
  'accelerometer', 'browsing-topics', 'camera', 'captured-surface-control', 'clipboard-read', 'compute-pressure',
  'display-capture', 'gamepad', 'geolocation', 'gyroscope', 'hid', 'identity-credentials-get', 'idle-detection',
  'interest-cohort', 'keyboard-map', 'local-fonts', 'magnetometer', 'microphone', 'midi', 'otp-credentials', 'payment',
  'publickey-credentials-create', 'publickey-credentials-get', 'screen-wake-lock', 'serial', 'storage-access', 'sync-xhr',
  'usb', 'window-management', 'xr-spatial-tracking',
];

export default defineConfig({
  siteUrl: site.url,
  lang: 'fr',
  siteName: site.brand,
  titleSuffix: ` | ${site.brand}`,
  styles: 'pages/_styles/index.css',
  collections: [articles, realisations],
  // Every id the layout writes on the article and project pages: no heading of their text takes
  // one (`## Newsletter email` would take the footer field's, and its label focus the heading).
  // An id added to those pages must be listed here: test/site/heading-ids.test.ts fails until it is.
  layoutIds: [
    // Every page: header, main, footer, toasts, and the newsletter field's message (shown on error).
    'haut', 'menu-mobile', 'contenu', 'footer-about', 'footer-contact', 'footer-who', 'footer-newsletter',
    'newsletter-email', 'newsletter-email-error', 'toast-close', 'toasts-status', 'toasts-alert',
    // An article page: its figures, its sources, its call to action's title and the other articles.
    'en-chiffres', 'sources', 'article-contact', 'autres-articles',
    // The project pages' sections (`<id>` and its title `<id>-titre`) and galleries.
    ...['situation', 'apercu', 'trois-niveaux', 'reportage', 'en-bref', 'appartements', 'en-images', 'securite', 'experience', 'investissement', 'operation', 'histoire', 'les-plans', 'visite']
      .flatMap((section) => [section, `${section}-titre`]),
    'suite-titre', 'grille', 'photos', 'galerie', 'panorama', 'plans',
    // Monaco's reportage: its rooms, which the index above them links to.
    'entree-et-sejour', 'salle-a-manger-et-cuisine', 'suite-parentale', 'chambres-d-invites', 'escalier', 'toit-terrasse', 'les-vues',
  ],
  // The faces of every first screen: Fraunces for the headings, Inter for the text and the menu
  // (found only through the laid-out stylesheet, Inter made the whole page lay out again).
  preloadFonts: ['fraunces-600.woff2', 'inter-400.woff2', 'inter-600.woff2'],
  headLinks: [
    { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    { rel: 'manifest', href: '/site.webmanifest' },
    { rel: 'alternate', type: 'application/atom+xml', title: newsWords.feedTitle(site.brand), href: '/actualites/feed.xml' },
  ],
  // Exactly the third parties the site uses: EmailJS's API (forms), the tile server (map),
  // youtube-nocookie frames (the Etoiles du Rocher film). Nothing inline, anywhere.
  csp: {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    // data: for Leaflet, which cancels the tiles of a zoom level it leaves by pointing them at a
    // 1x1 data: GIF (hard-wired in its code); an image cannot run anything.
    'img-src': ["'self'", 'data:', new URL(site.map.tileUrl).origin],
    'font-src': ["'self'"],
    'connect-src': ["'self'", 'https://api.emailjs.com'],
    'frame-src': ['https://www.youtube-nocookie.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Header only, and only from HTTPS hosts (hosting.ts): a link or file written with http:// is
    // fetched over HTTPS all the same. Safari applies it to localhost too, so neither the pages'
    // <meta> nor the previewer (plain HTTP) carries it.
    'upgrade-insecure-requests': [],
    // Header only (the pages' <meta> leaves it out): no other site may frame ours.
    'frame-ancestors': ["'none'"],
  },
  // The web editor's page (/admin/, published only with a production backend: cms.config.ts)
  // runs Decap CMS, which needs more than the pages allow (cms/csp.ts); the pages keep theirs.
  pathCsp: productionBackend ? { '/admin/': adminCsp(productionBackend) } : {},
  headers: {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    // frame-ancestors' older twin, for browsers that predate it.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Instant pages: the browser reads public/speculation-rules.json and prerenders a page of the
    // site as soon as a link to it is hovered or pressed (its rules say which: pages, never a
    // download). A header rather than a <script type="speculationrules">: no inline script, and
    // the policy above is unchanged (the file is fetched from 'self'). Chromium only; the others
    // ignore the header.
    'Speculation-Rules': '"/speculation-rules.json"',
  },
  // Browsers read a rules file only as this type; its name says JSON.
  contentTypes: { '/speculation-rules.json': 'application/speculationrules+json' },
  // The four old about pages (DESIGN §6): their notice stays for hosts without redirects.
  redirects: ['notre-histoire', 'nos-valeurs', 'notre-equipe', 'nous-rejoindre'].map((id) => [`/qui-sommes-nous/${id}`, `/qui-sommes-nous#${id}`]),
  budgets: {
    // Leaflet is its own budget (DESIGN.md §5): loaded on /contact only, near the map.
    excludeIslands: ['ContactMap'],
    islandLimits: { ContactMap: 50 * 1024 },
  },
});
