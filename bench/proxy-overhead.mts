// The request layer's own cost: proxy.ts called in-process on a path it handles, against the
// same request answered by a function that does nothing. Prints JSON {medianMs, p99Ms, calls}.
import { NextRequest } from 'next/server';
import * as proxyModule from '../proxy';

// proxy.ts compiles as CommonJS here: its default export may arrive wrapped once more.
const mod = proxyModule as unknown as { default: ((r: NextRequest) => unknown) | { default: (r: NextRequest) => unknown } };
const proxy = typeof mod.default === 'function' ? mod.default : mod.default.default;

const calls = Number(process.env.BENCH_PROXY_CALLS || 3000);
// /survey/motivation renders per request: it gets a fresh CSP nonce (lib/security/page-policy).
const paths = ['/help', '/de/hilfe', '/en/help', '/survey/test', '/de/help', '/posts/why-quit', '/survey/motivation', '/de/survey/motivation'];

async function time(fn: (r: NextRequest) => unknown): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < calls; i++) {
    const req = new NextRequest(`http://localhost:3000${paths[i % paths.length]}`, { headers: { 'accept-language': 'en-US' } });
    const t0 = process.hrtime.bigint();
    await fn(req);
    out.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return out.sort((a, b) => a - b);
}
const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

await time(proxy); // warm-up
const noop = await time(() => undefined);
const through = await time(proxy);
console.log(JSON.stringify({ medianMs: q(through, 0.5) - q(noop, 0.5), p99Ms: q(through, 0.99) - q(noop, 0.99), calls }));
