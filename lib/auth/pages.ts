import 'server-only';
import { pageLocale } from '@/lib/i18n/page';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import type { RawSearch } from '@/lib/http/search-params';
import { requireAdmin, requireMember } from './server';

/** What Next hands a page with a query string: its route parameters and its search parameters. */
export type PageProps = { params: Promise<{ locale: string }>; searchParams: Promise<RawSearch> };

export function localePath(locale: Locale, path: string): string {
  return `${localePrefixes[locale]}${path}`;
}

/** First line of every admin page: the locale, and the server-side admin check (not only proxy.ts). */
export async function adminPage(params: Promise<{ locale: string }>, path: string) {
  const locale = await pageLocale(params);
  const session = await requireAdmin(localePath(locale, path));
  return { locale, session };
}

/** First line of every member page: the locale, and the signed-in check. */
export async function memberPage(params: Promise<{ locale: string }>, path: string) {
  const locale = await pageLocale(params);
  const session = await requireMember(localePath(locale, path));
  return { locale, session };
}
