import 'server-only';
import { createHmac } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { env } from '@/lib/env';
import { safeEqual } from '@/lib/security/tokens';
import { CONTENT_TAG, storyTag } from './stories';
import { POSTS_FOLDER } from './links';
import { BodyTooLarge, checkDeclaredLength, readCapped, WEBHOOK_BODY_LIMIT } from '@/lib/http/body';


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

const unauthorized = () => NextResponse.json({ error: { status: 401, message: 'bad secret' } }, { status: 401 });

/**
 * POST /api/storyblok/webhook — revalidates exactly the published story's pages, by tag.
 * Bounded work before the secret: a body declared over WEBHOOK_BODY_LIMIT is refused unread (413); a
 * request with neither a signature nor a `?secret=`, or with a wrong `?secret=`, is refused before its
 * body is read (401); a signed body is read capped, then its signature checked.
 */
export async function handleWebhook(request: NextRequest) {
  const secret = env().STORYBLOK_WEBHOOK_SECRET;
  const signature = request.headers.get('webhook-signature');
  const querySecret = request.nextUrl.searchParams.get('secret');
  let body: string;
  try {
    checkDeclaredLength(request, WEBHOOK_BODY_LIMIT);
    if (!signature && !(querySecret && safeEqual(querySecret, secret))) return unauthorized();
    body = await readCapped(request, WEBHOOK_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLarge) return NextResponse.json({ error: { status: 413, message: error.message } }, { status: 413 });
    throw error;
  }
  if (!webhookAuthorized(secret, body, signature, querySecret)) return unauthorized();
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
