import { defineConfig } from './build/config.ts';
import { articles } from './content/articles.ts';
import { realisations } from './content/realisations.ts';
import site from './content/site.ts';

export default defineConfig({
  siteUrl: site.url,
  lang: 'fr',
  siteName: site.brand,
  titleSuffix: ` | ${site.brand}`,
  styles: 'pages/_styles/index.css',
  collections: [articles, realisations],
  // The heading face: every page opens with a heading, and Fraunces is what it waits for.
  preloadFonts: ['fraunces-600.woff2'],
  headLinks: [
    { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    { rel: 'manifest', href: '/site.webmanifest' },
    { rel: 'alternate', type: 'application/atom+xml', title: `Actualités — ${site.brand}`, href: '/actualites/feed.xml' },
  ],
  // Exactly the third parties the site uses: EmailJS's API (forms), the tile server (map),
  // youtube-nocookie frames (the Etoiles du Rocher film). Nothing inline, anywhere.
  csp: {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", new URL(site.map.tileUrl).origin],
    'font-src': ["'self'"],
    'connect-src': ["'self'", 'https://api.emailjs.com'],
    'frame-src': ['https://www.youtube-nocookie.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  },
  headers: {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  },
  // The four old about pages (DESIGN §6): their notice stays for hosts without redirects.
  redirects: ['notre-histoire', 'nos-valeurs', 'notre-equipe', 'nous-rejoindre'].map((id) => [`/qui-sommes-nous/${id}`, `/qui-sommes-nous#${id}`]),
  budgets: {
    // Leaflet is its own budget (DESIGN.md §5): loaded on /contact only, near the map.
    excludeIslands: ['ContactMap'],
    islandLimits: { ContactMap: 50 * 1024 },
  },
});
