/**
 * Google Tag Manager, loaded only after the visitor accepts the "analytics" consent category and
 * only when GTM_ID is set (spec §7, issue 8). Pure data and functions: safe on server and client.
 */

/** A GTM web container id, e.g. GTM-ABC1234. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

export const GTM_ORIGIN = 'https://www.googletagmanager.com';

/** The container script. */
export function gtmScriptUrl(id: string): string {
  if (!GTM_ID_PATTERN.test(id)) throw new Error(`not a GTM container id: ${id}`);
  return `${GTM_ORIGIN}/gtm.js?id=${id}`;
}

/**
 * What the Content-Security-Policy must add when GTM is configured: GTM and the Google Analytics
 * 4 endpoints its tags load and send to (Google's "CSP for Tag Manager" guidance). Without GTM_ID
 * no third-party origin is added at all.
 */
export const GTM_CSP = {
  script: [GTM_ORIGIN],
  img: [GTM_ORIGIN, 'https://*.google-analytics.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

/** Cookies GTM's analytics tags set, erased when analytics consent is withdrawn. */
export const GTM_COOKIES: Array<string | RegExp> = [/^_ga/, '_gid', /^_gat/, /^_gcl_/];

/** The consent category GTM belongs to. */
export const ANALYTICS = 'analytics';
