// The bench's measuring tools: load runs (autocannon, 50 connections; wrk where one Node process cannot
// load the server enough), added latency, client JS size, median and percentile.
import { spawn } from 'node:child_process';
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
const WRK = process.env.WRK_PATH || '/usr/bin/wrk';
const toMs = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];

/**
 * A load run with wrk (Debian's `wrk`, C, one thread per core): autocannon in one Node process tops out
 * near 5 000 requests a second, under what a caching edge serves. Same answer as `load`.
 * @returns {Promise<{ rps: number, p99: number, errors: number }>}
 */
export function wrkLoad(url, duration, { connections = 50, threads = 2 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, [`-t${threads}`, `-c${connections}`, `-d${duration}s`, '--latency', url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.once('error', (e) => reject(new Error(`${WRK}: ${e.message} (Debian: apt-get install wrk)`)));
    child.once('exit', (code) => {
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
      const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(out);
      if (code !== 0 || !rps || !p99) return reject(new Error(`wrk exited ${code}: ${out.slice(-500)}`));
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      const errors = non2xx + (socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0);
      resolve({ rps: Number(rps[1]), p99: +toMs(p99[1], p99[2]).toFixed(2), errors });
    });
  });
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
