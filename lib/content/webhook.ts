import 'server-only';
import { createHmac } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { env } from '@/lib/env';
import { safeEqual } from '@/lib/security/tokens';
import { CONTENT_TAG, storyTag } from './stories';
import { POSTS_FOLDER } from './links';


/** Storyblok signs with HMAC-SHA1 of the body (`webhook-signature`); a `?secret=` also works. */
export function webhookAuthorized(secret: string, body: string, signature: string | null, querySecret: string | null): boolean {
  if (signature && safeEqual(createHmac('sha1', secret).update(body).digest('hex'), signature)) return true;
  return !!querySecret && safeEqual(querySecret, secret);
}

const payload = z.object({
  action: z.string().max(40).optional(),
  full_slug: z.string().max(512).regex(/^[a-z0-9/_-]*$/i).optional(),
  story_id: z.union([z.number(), z.string()]).optional(),
});

/** The cache tags a publish event touches: the story's pages, and the post list for posts. */
export function tagsFor(event: z.infer<typeof payload>): string[] {
  if (!event.full_slug) return [CONTENT_TAG];
  const tags = [storyTag(event.full_slug)];
  if (event.full_slug.startsWith(POSTS_FOLDER)) tags.push(storyTag('posts'));
  return tags;
}

/** POST /api/storyblok/webhook — revalidates exactly the published story's pages, by tag. */
export async function handleWebhook(request: NextRequest) {
  const body = await request.text();
  if (!webhookAuthorized(env().STORYBLOK_WEBHOOK_SECRET, body, request.headers.get('webhook-signature'), request.nextUrl.searchParams.get('secret'))) {
    return NextResponse.json({ error: { status: 401, message: 'bad secret' } }, { status: 401 });
  }
  let parsed;
  try {
    parsed = payload.safeParse(JSON.parse(body || '{}'));
  } catch {
    parsed = null;
  }
  if (!parsed?.success) return NextResponse.json({ error: { status: 400, message: 'bad payload' } }, { status: 400 });
  const tags = tagsFor(parsed.data);
  for (const tag of tags) revalidateTag(tag, 'max');
  return NextResponse.json({ result: { revalidated: tags } });
}
