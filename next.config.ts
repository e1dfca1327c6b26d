import type { NextConfig } from 'next';
import { join } from 'node:path';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { exitOnBadEnv, modeOf } from './lib/env';
import { securityHeaders, siteSecurityOptions } from './lib/security/headers';

// Messages are precompiled at build time (next-intl's catalog loader with icu-minify), so browsers get
// a small formatter instead of the ICU message parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR: another build folder than .next (tests/resilience/harness.ts serves a copy of the build
  // there, so what its fault tests write into the page cache never reaches .next).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Containers (deploy/Dockerfile): `<distDir>/standalone` holds server.js and only the node_modules
  // files the server needs; the migrations and the certificate's font are read from disk at run time.
  output: 'standalone',
  outputFileTracingIncludes: {
    '/**': ['./lib/db/migrations/**/*', './node_modules/@fontsource/nunito-sans/files/nunito-sans-*-normal.woff', './app/icon.svg'],
  },
  // The data and page cache with their tags: in Redis when REDIS_URL is set (N instances share what
  // one revalidates), else Next.js's own file-system cache (lib/cache/next-cache-handler.mjs).
  cacheHandler: join(process.cwd(), 'lib/cache/next-cache-handler.mjs'),
  poweredByHeader: false,
  // No ETag: Next.js hashes every HTML answer (FNV-1a over the whole page, 0.15–0.2 ms for a 68 KB help
  // page, a tenth of what serving it costs), cache hits included. Pages are kept by the caching edge
  // (deploy/nginx.conf.template) and for a few seconds (s-maxage=2); a browser's revalidation then
  // gets the page (about 15 KB gzip) instead of a 304. Static files keep their immutable names.
  generateEtags: false,
  reactStrictMode: true,
  // Trailing slashes are handled by our own route rules (lib/routing/rules.ts), query kept.
  skipTrailingSlashRedirect: true,
  // Loaded from node_modules at run time: PGlite's WASM files, the pg driver, firebase-admin.
  // Emails render with react-dom/server (React Email), which the React Server Components build refuses: loaded by Node instead.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'firebase-admin', '@react-email/components', '@react-email/render', 'pg-boss'],
  images: { remotePatterns: [{ protocol: 'https', hostname: 'a.storyblok.com' }] },
  // Addresses that match no route get app/global-not-found.tsx: the localized 404 in the site's layout,
  // rendered on the server (a `notFound()` thrown while rendering only ever reaches the browser as an
  // empty shell that JavaScript fills in: vercel/next.js#62228).
  experimental: { globalNotFound: true },
};

export default function config(phase: string): NextConfig {
  // `next start`: refuse to start on a missing or malformed variable, naming each one.
  if (phase === PHASE_PRODUCTION_SERVER) exitOnBadEnv(process.env);
  const production = modeOf(process.env) === 'production';
  // The development server needs eval for hot reloading: the policy applies to builds only.
  if (phase !== PHASE_DEVELOPMENT_SERVER) {
    const headers = securityHeaders(siteSecurityOptions(production));
    const relay = securityHeaders({ ...siteSecurityOptions(production), framedBySelf: true });
    nextConfig.headers = async () => [
      { source: '/:path*', headers },
      // Later rules win for the same header: the embedded popup relay may be framed by our own pages.
      { source: '/api/auth/emulator/relay', headers: relay },
      // Font files in public/fonts carry their version in the name (styles/fonts.ts): kept for a year.
      { source: '/fonts/:file', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  }
  return withNextIntl(nextConfig);
}
