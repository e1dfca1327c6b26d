import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import type { createClient } from 'redis';
import { env } from '@/lib/env';

export interface LimitOptions {
  /** Names this counter in the store; unique per limit and the same in every process. */
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

export interface Limiter {
  /** Counts one call for `key`; rejects when the limit is reached. */
  consume(key: string): Promise<RateLimiterRes>;
  /** Gives back one counted call for `key` (one that turned out not to count), within the same window only: see session-route. */
  reward(key: string): Promise<void>;
}

type Client = ReturnType<typeof createClient>;
let client: Promise<Client> | null = null;

/**
 * One Redis connection per process, opened on first use (node-redis is loaded only then). Resolves once
 * the connection is up, or after 2 s without: until then the insurance limiter counts.
 */
function redis(url: string): Promise<Client> {
  client ??= (async () => {
    const { createClient } = await import('redis');
    const c = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2_000 } });
    c.on('error', (error: Error) => console.error(`[rate-limit] Redis: ${error.message}`));
    await Promise.race([c.connect().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    return c;
  })();
  return client;
}

async function create(options: LimitOptions): Promise<RateLimiterAbstract> {
  const memory = new RateLimiterMemory(options);
  const url = env().REDIS_URL;
  if (!url) return memory;
  return new RateLimiterRedis({
    ...options,
    keyPrefix: `exhale:rl:${options.keyPrefix}`,
    storeClient: await redis(url),
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/**
 * A rate limit (rate-limiter-flexible). With REDIS_URL the counters live in Redis, shared by every
 * instance behind the edge, so N instances allow what one does; while Redis cannot be reached each
 * process counts on its own (the insurance limiter) rather than refusing everyone. Without REDIS_URL
 * (embedded mode, one process) in this process's memory. The store is chosen at the first call, not
 * at import (modules are imported at build time too).
 */
export function rateLimiter(options: LimitOptions): Limiter {
  // One counter per name in this process too (a memory store is its own object), however many modules
  // ask for it, e.g. the web's create limit and the app API's (lib/compose/functions.ts); kept on
  // globalThis because route bundles may each hold their own copy of this module.
  const known = (globalThis as { [REGISTRY]?: Map<string, { options: LimitOptions; limiter: Limiter }> })[REGISTRY] ?? new Map();
  (globalThis as { [REGISTRY]?: typeof known })[REGISTRY] = known;
  const same = known.get(options.keyPrefix);
  if (same) {
    if (same.options.points === options.points && same.options.duration === options.duration) return same.limiter;
    // The development server reloads a module whose numbers were edited: the new numbers count.
    if (process.env.NODE_ENV === 'production') throw new Error(`Rate limit "${options.keyPrefix}" is defined twice with different numbers`);
  }
  const limiter = newLimiter(options);
  known.set(options.keyPrefix, { options, limiter });
  return limiter;
}

const REGISTRY = Symbol.for('exhale.rate-limiters');

function newLimiter(options: LimitOptions): Limiter {
  let limiter: Promise<RateLimiterAbstract> | null = null;
  // A store that could not be made is tried again on the next call, not kept as a failure.
  const store = () =>
    (limiter ??= create(options).catch((error: unknown) => {
      limiter = null;
      throw error;
    }));
  return {
    async consume(key) {
      return (await store()).consume(key);
    },
    async reward(key) {
      await (await store()).reward(key, 1);
    },
  };
}

/**
 * A public form's two limits: per client address and per email address typed into it (both must
 * allow). Returns whether this attempt may go on; an attempt refused by the first is not counted by the second.
 */
export function perIpAndAddress(prefix: string, ip: Omit<LimitOptions, 'keyPrefix'>, address: Omit<LimitOptions, 'keyPrefix'>) {
  const perIp = rateLimiter({ ...ip, keyPrefix: `${prefix}-ip` });
  const perAddress = rateLimiter({ ...address, keyPrefix: `${prefix}-address` });
  return async (clientIp: string, email: string): Promise<boolean> => {
    try {
      await perIp.consume(clientIp || 'unknown');
      await perAddress.consume(email);
      return true;
    } catch {
      return false;
    }
  };
}
