import site from '../content/site.ts';
import { NAVY, SAND } from './_lib/icons.ts';

export default function manifest() {
  return JSON.stringify(
    {
      name: site.brand,
      short_name: 'Castellar',
      description: site.tagline,
      lang: 'fr',
      start_url: '/',
      display: 'standalone',
      background_color: SAND,
      theme_color: NAVY,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  );
}
