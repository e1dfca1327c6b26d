import 'server-only';
import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { safeEqual } from '@/lib/security/tokens';
import { hasLocale } from 'use-intl/core';
import { routing } from '@/lib/routing/intl';
import { storyPath } from './links';
import { storyblokLanguage } from './languages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * GET /api/preview?secret=…&slug=<full_slug>[&locale=de-DE] — the Visual Editor's preview URL:
 * checks the secret, turns on draft mode and opens the story's page.
 * Storyblok appends the story path to the preview URL, so `slug` may also start with a language code.
 */
export async function enterPreview(request: NextRequest) {
  const q = request.nextUrl.searchParams;
  if (!safeEqual(q.get('secret') ?? '', env().STORYBLOK_PREVIEW_SECRET)) {
    return NextResponse.json({ error: { status: 401, message: 'bad secret' } }, { status: 401 });
  }
  let slug = (q.get('slug') ?? 'home').replace(/^\/+|\/+$/g, '') || 'home';
  let locale: Locale = hasLocale(routing.locales, q.get('locale')) ? (q.get('locale') as Locale) : 'en-US';
  const first = slug.split('/')[0]!;
  const byCode = (Object.entries(storyblokLanguage) as Array<[Locale, string]>).find(([, code]) => code === first);
  if (byCode && slug.includes('/')) {
    locale = byCode[0];
    slug = slug.slice(first.length + 1);
  }
  const path = storyPath(slug, locale);
  if (!path) return NextResponse.json({ error: { status: 404, message: 'no page for this story' } }, { status: 404 });
  (await draftMode()).enable();
  return NextResponse.redirect(new URL(path, request.url), 307);
}

/** GET /api/preview/exit — leaves draft mode. */
export async function exitPreview(request: NextRequest) {
  (await draftMode()).disable();
  return NextResponse.redirect(new URL('/', request.url), 307);
}
