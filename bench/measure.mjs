// The bench's measuring tools: load runs (autocannon, 50 connections), added latency, client JS size,
// median and percentile.
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

/** Median and p99 latency of `through` minus `plain`, one request at a time over a kept-alive connection. */
export async function latencyDelta(plain, through, n = Number(process.env.BENCH_LATENCY_REQUESTS || 400)) {
  const times = async (url) => {
    const out = [];
    for (let i = 0; i < n; i++) {
      const t0 = process.hrtime.bigint();
      await (await fetch(url)).arrayBuffer();
      out.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    return out;
  };
  await times(plain);
  await times(through); // warm-up
  const a = await times(plain);
  const b = await times(through);
  return { medianMs: +(median(b) - median(a)).toFixed(3), p99Ms: +(percentile(b, 0.99) - percentile(a, 0.99)).toFixed(3), requests: n };
}

export function load(url, duration) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 50, duration }, (err, r) =>
      err ? reject(err) : resolve({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx }),
    ),
  );
}
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Nearest-rank percentile. */
export const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * xs.length) - 1)];

export async function jsBytes(origin, path) {
  const html = await (await fetch(origin + path)).text();
  const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
  let bytes = 0;
  for (const src of srcs) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer())).length;
  return bytes;
}
