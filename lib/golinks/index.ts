import 'server-only';
import { contentClient } from '@/lib/content/client';
import { onProcessDb } from '@/lib/db';
import { localizedHref } from '@/lib/routing/localize';
import type { Locale } from '@/lib/i18n/locales';
import { recordClick } from './queries';
import type { GoLink, Platform } from './schema';

export type { GoLink, Platform } from './schema';

export { recordClick };

/**
 * Go-links (`/go/{id}`), managed by editors in the Storyblok datasource `go-links`: entry name = id,
 * value = space-separated `ios=<url> android=<url> other=<url>` (other is required).
 */
export function parseGoLinks(entries: Array<{ name?: string; value?: string }>): Map<string, GoLink> {
  const map = new Map<string, GoLink>();
  for (const e of entries) {
    const id = (e.name ?? '').trim();
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) continue;
    const parts = Object.fromEntries(
      (e.value ?? '')
        .trim()
        .split(/\s+/)
        .map((p) => p.split(/=(.*)/s).slice(0, 2)),
    );
    const ok = (u: unknown): u is string => typeof u === 'string' && (/^https:\/\/\S+$/i.test(u) || (u.startsWith('/') && !u.startsWith('//')));
    if (!ok(parts.other)) continue;
    map.set(id, { other: parts.other, ios: ok(parts.ios) ? parts.ios : parts.other, android: ok(parts.android) ? parts.android : parts.other });
  }
  return map;
}

export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/**
 * Where a go-link sends a visitor on `platform` who opened it in `locale` (`/de/go/app`): a page of
 * ours in the visitor's language (`/install` → `/de/install`), a store or another site unchanged.
 */
export function goTarget(link: GoLink, platform: Platform, locale: Locale): string {
  return localizedHref(link[platform], locale);
}

let cache: { at: number; map: Map<string, GoLink> } | null = null;
export async function goLink(id: string, now = Date.now()): Promise<GoLink | null> {
  if (!cache || now - cache.at > 60_000) {
    const { data } = await contentClient().get('cdn/datasource_entries', { datasource: 'go-links', per_page: 1000 });
    cache = { at: now, map: parseGoLinks((data as { datasource_entries: Array<{ name: string; value: string }> }).datasource_entries) };
  }
  return cache.map.get(id) ?? null;
}

// For pages and route handlers: on the process's database.
export const recordGoClick = onProcessDb(recordClick);
