// The Next.js cache handler (next.config.ts `cacheHandler`): the data cache (unstable_cache, fetch)
// and the page cache with their tags. With REDIS_URL set, in a shared Redis through
// @fortedigital/nextjs-cache-handler (its redis-strings handler on node-redis), so that a publish
// received by one instance (the CMS webhook's revalidateTag) shows on all of them. Without it
// (embedded mode, `npm run dev`, the build itself) Next.js's own file-system cache, unchanged.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asciiHtml } from './ascii-html.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/** Redis only when the server runs (not during `next build`, whose output is the file-system cache). */
function redisWanted() {
  return Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== 'phase-production-build';
}

let shared;
/** Page values already escaped (lib/cache/ascii-html.mjs). */
const escaped = new WeakSet();

/** The Redis-backed handler class, configured once per process (one connection). */
async function redisHandler() {
  const { CacheHandler } = await import('@fortedigital/nextjs-cache-handler');
  const { default: createRedisHandler } = await import('@fortedigital/nextjs-cache-handler/redis-strings');
  const { createClient } = await import('redis');
  CacheHandler.onCreation(async ({ buildId, serverDistDir }) => {
    const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000, socket: { connectTimeout: 2_000 } });
    client.on('error', (error) => console.error(`[cache] Redis: ${error.message}`));
    // Redis unreachable at start: this process keeps its cache in memory rather than hanging every
    // page on a connection that may never come (it then sees a publish only when its entries expire).
    const timeout = new Promise((resolve) => setTimeout(() => resolve(false), 5_000).unref());
    if (
      !(await Promise.race([
        client.connect().then(
          () => true,
          () => false,
        ),
        timeout,
      ]))
    ) {
      console.error('[cache] Redis not reachable within 5 s: this instance caches in its own memory until it restarts');
      client.destroy();
      const { default: createLruHandler } = await import('@fortedigital/nextjs-cache-handler/local-lru');
      return { handlers: [createLruHandler()] };
    }
    // One key space per build: a new deployment never serves the pages of the previous one.
    const id = buildId ?? readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    return {
      handlers: [
        createRedisHandler({
          client,
          keyPrefix: `exhale:${id}:`,
          sharedTagsKey: `exhale:${id}:tags`,
          sharedTagsTtlKey: `exhale:${id}:tag-ttls`,
          timeoutMs: 2_000,
        }),
      ],
    };
  });
  return CacheHandler;
}

export default class ExhaleCacheHandler {
  constructor(options) {
    this.redis = redisWanted();
    if (this.redis) {
      shared ??= redisHandler();
      this.inner = shared.then((Handler) => new Handler(options));
    } else {
      this.inner = Promise.resolve(new FileSystemCache(options));
    }
  }

  async get(...args) {
    const entry = await (await this.inner).get(...args);
    // A page read from the build's files, escaped once: the file-system cache keeps the same value in
    // memory for the next request. (Redis answers a new copy each time, of what set() escaped.)
    const value = entry?.value;
    if (!this.redis && value?.kind === 'APP_PAGE' && !escaped.has(value)) {
      value.html = asciiHtml(value.html);
      escaped.add(value);
    }
    return entry;
  }

  async set(key, value, ...rest) {
    // A page rendered again (a publish, a revalidation) is kept escaped, in memory, on disk or in Redis.
    const page = value?.kind === 'APP_PAGE' && typeof value.html === 'string' ? { ...value, html: asciiHtml(value.html) } : value;
    return (await this.inner).set(key, page, ...rest);
  }

  async revalidateTag(...args) {
    return (await this.inner).revalidateTag(...args);
  }

  resetRequestCache() {
    // Synchronous in Next.js; the file-system cache's is, and the Redis handler keeps none.
    this.inner.then((inner) => inner.resetRequestCache?.()).catch(() => {});
  }
}
