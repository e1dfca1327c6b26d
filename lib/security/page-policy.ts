import { appPathnames, contentPathnames, localizedPathname, perRequestPathnames, type AppPathname } from '@/lib/routing/pathnames';
import { splitLocale } from '@/lib/routing/rules';
import { locales } from '@/lib/i18n/locales';
import { contentSecurityPolicy, previewHeaders, siteSecurityOptions } from './headers';

/**
 * Which pages render per request (`ƒ` in `next build`'s route list) and so can carry a per-request
 * CSP nonce, with unknown paths (the not-found page, `/_not-found`: app/global-not-found.tsx): the routes marked `perRequest` in
 * the route table (lib/routing/pathnames). Every other page is generated at build (○ static, ●
 * SSG/ISR): its HTML is the same for everyone and keeps the static policy of next.config.ts. A page
 * wrongly marked would have its scripts blocked; one missing keeps the static policy. The e2e suite
 * compares this with the build's own manifests (tests/e2e/quality.spec.ts).
 */
const perRequest = new Set<AppPathname>(perRequestPathnames);

/**
 * The pages editors publish from the CMS (components/content/cmsRoute, CmsPage; `content` in the route
 * table): the only ones the Visual Editor opens, and so the only ones that may get its policy in draft
 * mode. Admin and member pages never do.
 */
const content = new Set<AppPathname>(contentPathnames);
// Fixed routes win over a dynamic segment (Next's own order): /subscribe-verify/error is not [id].
const fixed = new Map<string, AppPathname>();
const patterns: Array<[RegExp, AppPathname]> = [];
for (const pathname of appPathnames) {
  if (pathname.includes('[')) patterns.push([new RegExp(`^${pathname.replace(/\[[^\]]+\]/g, '[^/]+')}$`), pathname]);
  else for (const locale of locales) fixed.set(localizedPathname(pathname, locale), pathname);
}

/** The route of a request path (with its locale prefix, decoded), or null for unknown paths. */
export function routeOf(pathname: string): AppPathname | null {
  const { rest } = splitLocale(pathname);
  return fixed.get(rest) ?? patterns.find(([re]) => re.test(rest))?.[1] ?? null;
}

/** Unknown paths render the not-found page per request (`/_not-found`, app/global-not-found.tsx, ƒ). */
export function rendersPerRequest(pathname: string): boolean {
  const route = routeOf(pathname);
  return route === null || perRequest.has(route);
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export interface PageSecurityContext {
  production: boolean;
  /** Draft mode (the Visual Editor's preview), verified: the cookie matches the build's preview mode id. */
  preview: boolean;
  gtm: boolean;
}

export interface PageSecurity {
  /** Headers to add to the request, for Next.js (it reads the nonce from the CSP and puts it on its scripts). */
  request: Record<string, string>;
  /** Headers to set on the response (they replace next.config.ts's static ones). */
  response: Record<string, string>;
}

const NONCE = 'NONCE_PLACEHOLDER';
const templates = new Map<string, string>();

/** The nonce policy, built once per setting and then only filled in (the proxy runs on every request). */
function noncePolicy(nonce: string, { production, gtm }: PageSecurityContext): string {
  const key = `${production}:${gtm}`;
  let template = templates.get(key);
  if (!template) {
    template = contentSecurityPolicy({ ...siteSecurityOptions(production, undefined, gtm), nonce: NONCE });
    templates.set(key, template);
  }
  return template.replace(NONCE, nonce);
}

/**
 * What proxy.ts adds for a page request: the Visual Editor's policy on content pages in draft mode,
 * a per-request nonce policy on pages rendered per request, nothing on static pages (next.config.ts's
 * headers).
 */
export function pageSecurity(pathname: string, context: PageSecurityContext): PageSecurity {
  const route = routeOf(pathname);
  if (context.preview && route && content.has(route)) return { request: {}, response: previewHeaders(context.production, context.gtm) };
  if (!rendersPerRequest(pathname)) return { request: {}, response: {} };
  const csp = noncePolicy(createNonce(), context);
  return { request: { 'content-security-policy': csp }, response: { 'Content-Security-Policy': csp } };
}
