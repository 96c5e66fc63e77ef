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
  preloadFonts: ['fraunces-latin-600-normal.woff2'],
  headLinks: [
    { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    { rel: 'manifest', href: '/site.webmanifest' },
    { rel: 'alternate', type: 'application/atom+xml', title: `Actualités — ${site.brand}`, href: '/actualites/feed.xml' },
  ],
  budgets: {
    // Leaflet is its own budget (DESIGN.md §5): loaded on /contact only, near the map.
    excludeIslands: ['ContactMap'],
    islandLimits: { ContactMap: 50 * 1024 },
  },
});
