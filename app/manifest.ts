import type { MetadataRoute } from 'next';

/** The web app manifest (/manifest.webmanifest): the brand's name, colours and icons. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Exhale',
    short_name: 'Exhale',
    start_url: '/',
    display: 'browser',
    background_color: '#f8faf9',
    theme_color: '#0f766e',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/apple-icon.png', sizes: '180x180', type: 'image/png', purpose: 'any' },
    ],
  };
}
