import { GTM_CSP } from '../consent/gtm';

/**
 * Security headers for every response (issue 8).
 * - Pages rendered per request (admin, member flows: lib/security/page-policy) get a fresh nonce
 *   from proxy.ts: scripts run only with that nonce or when loaded by a script that has it
 *   ('strict-dynamic'); no 'unsafe-inline' for scripts.
 * - Static pages (generated at build, the same bytes for everyone) cannot carry a per-request
 *   nonce: scripts are limited to our own origin, and inline scripts remain allowed because
 *   Next.js streams the page data as inline <script> tags whose content changes with every build.
 * What is never allowed: eval, plugins (object-src 'none'), a foreign <base>, framing by other
 * sites. Third-party origins appear for the identity service in production (sign-in popups and
 * reCAPTCHA, loaded only when a visitor signs in), and for Google Tag Manager only when GTM_ID is set.
 */
export interface SecurityOptions {
  production: boolean;
  /** Draft preview inside the Storyblok Visual Editor: its origin may frame us and load its bridge. */
  preview?: boolean;
  /** Only the embedded sign-in relay (/api/auth/emulator/relay) may be framed, by our own pages. */
  framedBySelf?: boolean;
  /** Extra origins the browser may connect to (identity service, emulator in embedded mode). */
  connectSrc?: string[];
  /** Extra script origins: the identity service's popup helper and reCAPTCHA, in production. */
  scriptSrc?: string[];
  /** Origins allowed in frames on our pages (identity popups' helper iframes). */
  frameSrc?: string[];
  /** GTM_ID is set: the tag manager's origins (loaded only after consent, see lib/consent). */
  gtm?: boolean;
  /** A per-request nonce (dynamic pages): scripts need it, or a trusted script's load ('strict-dynamic'). */
  nonce?: string;
}

const STORYBLOK_EDITOR = 'https://app.storyblok.com';
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

export function contentSecurityPolicy({
  production,
  preview = false,
  framedBySelf = false,
  connectSrc = [],
  scriptSrc = [],
  frameSrc = [],
  gtm = false,
  nonce,
}: SecurityOptions): string {
  const editor = preview ? [STORYBLOK_EDITOR] : [];
  const tags = gtm ? GTM_CSP : { script: [], img: [], connect: [] };
  const scripts = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"];
  const ancestors = preview ? ["'self'", STORYBLOK_EDITOR] : framedBySelf ? ["'self'"] : ["'none'"];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts, ...scriptSrc, ...editor, ...tags.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://a.storyblok.com', ...tags.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectSrc, ...editor, ...tags.connect],
    'frame-src': frameSrc.length ? frameSrc : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // Nobody frames our pages; only the Visual Editor in preview, and our own page the embedded sign-in relay.
    'frame-ancestors': ancestors,
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  const policy = Object.entries(directives).map(([k, v]) => `${k} ${v.join(' ')}`);
  if (production) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export function securityHeaders(options: SecurityOptions): Array<{ key: string; value: string }> {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: options.framedBySelf ? 'SAMEORIGIN' : 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  ];
  if (options.production) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' });
  return headers;
}

/** The site's own settings: identity service origins in production, loopback in embedded mode. */
export function siteSecurityOptions(production: boolean, authDomain = process.env.FIREBASE_AUTH_DOMAIN, gtm = Boolean(process.env.GTM_ID)): SecurityOptions {
  return {
    production,
    gtm,
    connectSrc: production ? ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'] : ['http://localhost:*', 'http://127.0.0.1:*'],
    // Google and Apple sign-in in a popup: the Firebase SDK loads Google's iframe helper
    // (apis.google.com/js/api.js) and frames the auth domain's handler; a sign-in the service asks
    // to verify (auth/missing-recaptcha-token) loads reCAPTCHA. Only when the visitor signs in.
    scriptSrc: production ? ['https://apis.google.com', ...RECAPTCHA] : [],
    frameSrc: production
      ? [
          'https://*.firebaseapp.com',
          ...(authDomain ? [`https://${authDomain}`] : []),
          'https://www.google.com/recaptcha/',
          'https://recaptcha.google.com/recaptcha/',
        ]
      : ['http://localhost:*', 'http://127.0.0.1:*'],
  };
}

/** Headers proxy.ts sets on pages rendered in draft mode (the Visual Editor's preview). */
export function previewHeaders(production: boolean, gtm = Boolean(process.env.GTM_ID)): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ ...siteSecurityOptions(production, undefined, gtm), preview: true }),
    'X-Frame-Options': `ALLOW-FROM ${STORYBLOK_EDITOR}`,
    'Cache-Control': 'private, no-store',
  };
}
