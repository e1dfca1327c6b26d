import 'server-only';
import { RateLimiterMemory, RateLimiterQueue } from 'rate-limiter-flexible';

/** Waits for a slot of `perSecond` per second (rate-limiter-flexible's queue): one per process. */
export function throttle(perSecond: number): () => Promise<unknown> {
  const queue = new RateLimiterQueue(new RateLimiterMemory({ points: perSecond, duration: 1 }));
  return () => queue.removeTokens(1);
}
