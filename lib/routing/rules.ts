import { localePrefixes, locales, type Locale } from '@/lib/i18n/locales';
import { appPathnames, localizedPathname, routeTable, type RouteDef } from './pathnames';
import { errorMessageKey } from './error-message';

/**
 * The request-layer route rules of spec §2, as pure functions. `proxy.ts` calls `routeRedirect`
 * before anything else; the result is a redirect or null (go on to the guard and i18n routing).
 */
export interface RuleInput {
  /** The raw pathname as requested, percent-encoded as on the wire. */
  pathname: string;
  /** The query string including its leading `?`, or ''. */
  search: string;
  /** The Host header (may carry a port). */
  host: string;
}

export interface RuleConfig {
  /** Host name of the mobile sub-host (no port), e.g. `m.localhost` or `m.exhale.app`. */
  mobileHost: string;
  /** Absolute URL of the main site, e.g. `https://exhale.app`. */
  siteUrl: string;
}

export interface RedirectDecision {
  location: string;
  status: 307 | 308;
  rule: 'mobile-host' | 'en-prefix' | 'en-choice' | 'legacy-root' | 'privacy' | 'translated-slug' | 'trailing-slash' | 'error-message';
  /** The language to remember in the NEXT_LOCALE cookie: the visitor chose it explicitly. */
  rememberLocale?: Locale;
}

const prefixToLocale = new Map<string, Locale>(locales.filter((l) => localePrefixes[l] !== '').map((l) => [localePrefixes[l].slice(1), l]));

function decode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** Splits `/de/hilfe` into `{prefix: '/de', locale: 'de-DE', rest: '/hilfe'}`; no prefix → English. */
export function splitLocale(pathname: string): { prefix: string; locale: Locale; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = match?.[1] ? prefixToLocale.get(match[1].toLowerCase()) : undefined;
  if (match && locale) return { prefix: localePrefixes[locale], locale, rest: match[2] ?? '/' };
  return { prefix: '', locale: 'en-US', rest: pathname };
}

function hostName(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '');
}

function join(prefix: string, rest: string): string {
  if (rest === '/' || rest === '') return prefix || '/';
  return prefix + rest;
}

/**
 * Localized slugs that a prefixed locale must not serve in their English form: `/de/help` → `/de/hilfe`.
 * Per locale, each such slug (lower case; the English one or another locale's) → the locale's own
 * slug, built once from the route table (the first route in table order wins, as a scan would).
 */
const translatedSlugs = new Map<Locale, Map<string, string>>(
  locales.map((locale) => {
    const slugs = new Map<string, string>();
    for (const pathname of appPathnames) {
      const def: RouteDef = routeTable[pathname];
      if (!def.localized) continue;
      const target = localizedPathname(pathname, locale);
      if (target === pathname) continue;
      // The English slug, or another locale's slug, under this locale's prefix.
      for (const slug of Object.values(def.localized)) {
        if (slug !== target && !slugs.has(slug.toLowerCase())) slugs.set(slug.toLowerCase(), target);
      }
    }
    return [locale, slugs];
  }),
);

function translatedSlugTarget(locale: Locale, rest: string): string | null {
  return translatedSlugs.get(locale)?.get(decode(rest).toLowerCase()) ?? null;
}

export function routeRedirect(input: RuleInput, config: RuleConfig): RedirectDecision | null {
  const { search } = input;
  const pathname = input.pathname || '/';

  // A visit on the mobile sub-host to any path other than the root goes to the main site's root.
  if (config.mobileHost && hostName(input.host) === hostName(config.mobileHost)) {
    if (pathname !== '/') return { location: new URL('/', config.siteUrl).toString(), status: 307, rule: 'mobile-host' };
    return null;
  }

  // `/en…` → the same path without the prefix (English is unprefixed); `/en` → `/`.
  const en = /^\/en(?:-us)?(?=\/|$)/i.exec(pathname);
  if (en) {
    const rest = pathname.slice(en[0].length).replace(/\/+$/, '');
    // `/en-US…` exactly is what the language chooser's English links carry: an explicit choice of
    // English, remembered in the language cookie (else the unprefixed page would send a visitor
    // whose cookie names another language straight back to it). Temporary, so that a browser
    // never replays it from its cache without the cookie.
    if (en[0] === '/en-US') return { location: (rest || '/') + search, status: 307, rule: 'en-choice', rememberLocale: 'en-US' };
    return { location: (rest || '/') + search, status: 308, rule: 'en-prefix' };
  }

  const { prefix, locale, rest } = splitLocale(pathname);

  // `/friend-invite…` and `/developer-login…` → the root (of the visitor's language when prefixed).
  if (/^\/(?:friend-invite|developer-login)/i.test(rest)) {
    return { location: prefix || '/', status: 307, rule: 'legacy-root' };
  }

  // Any path containing `/privacy-` → `/privacy` (in the same language).
  if (pathname.toLowerCase().includes('/privacy-')) {
    return { location: join(prefix, '/privacy') + search, status: 308, rule: 'privacy' };
  }

  // Trailing slashes: one canonical form, without.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    const again = routeRedirect({ ...input, pathname: trimmed }, config);
    return again ?? { location: trimmed + search, status: 308, rule: 'trailing-slash' };
  }

  // `/de/help` → `/de/hilfe` (every translated slug, every prefixed language).
  if (prefix) {
    const target = translatedSlugTarget(locale, rest);
    if (target) return { location: encodeURI(join(prefix, target)) + search, status: 308, rule: 'translated-slug' };
  }

  // `/error?message=…` with a message our code does not send: the same page without it (it shows the
  // general message), so that no words of a link reach our pages, not even the page's own data.
  if (rest === '/error' && search) {
    const query = new URLSearchParams(search);
    const messages = query.getAll('message');
    if (messages.length > 0 && (messages.length > 1 || !errorMessageKey(messages[0]))) {
      query.delete('message');
      const kept = query.toString();
      return { location: join(prefix, '/error') + (kept ? `?${kept}` : ''), status: 307, rule: 'error-message' };
    }
  }

  return null;
}
