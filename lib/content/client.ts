import 'server-only';
import { join } from 'node:path';
import StoryblokClient from 'storyblok-js-client';
import { env } from '@/lib/env';
import { createEmbeddedSource } from './embedded-source';

/** Spec §9: content API constants. */
export const CONTENT_LIMITS = {
  perPage: 25,
  requestsPerSecond: 5,
  requestsPerSecondWithOAuth: 3,
  maxRetries: 10,
  retryDelayMs: 300,
  batchSize: 50,
  /** A request the CMS does not answer is abandoned after this many seconds (the last good page stays). */
  timeoutSeconds: 10,
} as const;

export type ContentSource = 'storyblok' | 'embedded';

export function contentSource(): ContentSource {
  const e = env();
  return e.STORYBLOK_TOKEN || e.STORYBLOK_API_URL ? 'storyblok' : 'embedded';
}

let embedded: ReturnType<typeof createEmbeddedSource> | undefined;
export function embeddedSource() {
  embedded ??= createEmbeddedSource({ roots: [join(env().EXHALE_DATA_DIR, 'content'), join(process.cwd(), 'content')] });
  return embedded;
}

/**
 * The Storyblok client: published content with the public token, draft content with the preview
 * token. With no token (embedded mode) the same client reads content/ through the embedded source,
 * in this process, or over HTTP when STORYBLOK_API_URL names an endpoint. `fetchImpl` and `endpoint`
 * are for tests.
 */
export function createContentClient(opts: { draft?: boolean; fetchImpl?: typeof fetch; oauth?: boolean; endpoint?: string } = {}) {
  const e = env();
  const token = opts.draft ? (e.STORYBLOK_PREVIEW_TOKEN ?? e.STORYBLOK_TOKEN) : e.STORYBLOK_TOKEN;
  const endpoint = opts.endpoint ?? e.STORYBLOK_API_URL;
  return new StoryblokClient({
    accessToken: token ?? 'embedded',
    region: e.STORYBLOK_REGION,
    ...(endpoint ? { endpoint: endpoint.replace(/\/+$/, '') } : {}),
    timeout: CONTENT_LIMITS.timeoutSeconds,
    rateLimit: opts.oauth ? CONTENT_LIMITS.requestsPerSecondWithOAuth : CONTENT_LIMITS.requestsPerSecond,
    maxRetries: CONTENT_LIMITS.maxRetries,
    retriesDelay: CONTENT_LIMITS.retryDelayMs,
    // The client's own cache, flushed when the space's cache version (cv) changes.
    cache: { type: opts.draft ? 'none' : 'memory', clear: 'auto' },
    fetch: opts.fetchImpl ?? (token || endpoint ? undefined : embeddedSource().fetch),
  });
}

let published: StoryblokClient | undefined;
let draft: StoryblokClient | undefined;
export function contentClient(isDraft = false): StoryblokClient {
  if (isDraft) return (draft ??= createContentClient({ draft: true }));
  return (published ??= createContentClient());
}
