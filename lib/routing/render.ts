import 'server-only';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { pageLocale } from '@/lib/i18n/page';
import type { Locale } from '@/lib/i18n/locales';
import { isValidId } from './validity';
import { routeTable, type AppPathname, type RouteDef } from './pathnames';

/**
 * A page's rendering policy from the route table: a route marked `perRequest` renders for each request
 * (never prerendered at build, never kept as a static page after its first render), as the proxy's
 * headers say (lib/security/page-policy). Pages call it first; no page writes `dynamic` itself.
 */
export async function renderPolicy(route: AppPathname): Promise<void> {
  if ((routeTable[route] as RouteDef).perRequest) await connection();
}

/**
 * The language and id of a page for one thing (`/certificate/{id}`, `/unsubscribe/{id}`, …): an id
 * that cannot name anything gets the not-found page before anything is looked up.
 */
export async function idPage(params: Promise<{ locale: string; id: string }>): Promise<{ locale: Locale; id: string }> {
  const locale = await pageLocale(params);
  const { id } = await params;
  if (!isValidId(id)) notFound();
  return { locale, id };
}
