#!/usr/bin/env node
// `npm run bench`: speed and size of Exhale measured against a blank Next.js page built and served in
// the same run (ratios, so the machine's speed cancels out). Prints a table and writes
// bench/results/latest.json. Environment: BENCH_SECONDS (per load run, default 5), BENCH_ROUNDS
// (default 3), BENCH_REBUILD=1 (rebuild Exhale even if a build exists).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = new URL('..', import.meta.url).pathname;
const bin = (n) => join(root, 'node_modules', '.bin', n);
const env = { ...process.env, EXHALE_MODE: 'embedded', NEXT_TELEMETRY_DISABLED: '1' };
const seconds = Number(process.env.BENCH_SECONDS || 5);
const rounds = Number(process.env.BENCH_ROUNDS || 3);
const APP = Number(process.env.BENCH_PORT || 3600);
const BASE = APP + 1;
const app = `http://127.0.0.1:${APP}`;
const base = `http://127.0.0.1:${BASE}`;
const children = [];

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}
function serve(cmd, args, extra) {
  const child = spawn(cmd, args, { cwd: root, env: { ...env, ...extra }, stdio: 'ignore' });
  children.push(child);
  return child;
}
async function ready(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}
function load(url) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 50, duration: seconds }, (err, r) =>
      err ? reject(err) : resolve({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx }),
    ),
  );
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function jsBytes(origin, path) {
  const html = await (await fetch(origin + path)).text();
  const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
  let bytes = 0;
  for (const src of srcs) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer())).length;
  return bytes;
}

async function main() {
  if (process.env.BENCH_REBUILD === '1' || !existsSync(join(root, '.next', 'BUILD_ID'))) run(bin('next'), ['build']);
  run(bin('next'), ['build', 'bench/baseline']);
  serve(process.execPath, [join(root, 'scripts/local.mjs'), 'start'], { PORT: String(APP), SITE_URL: `http://localhost:${APP}` });
  serve(bin('next'), ['start', 'bench/baseline', '-p', String(BASE), '-H', '127.0.0.1']);
  await Promise.all([ready(`${app}/`), ready(`${base}/`)]);

  const home = await (await fetch(`${app}/`)).text();
  const post = /href="(\/posts\/[^"?#]+)"/.exec(home)?.[1];
  const targets = ['/', '/de/hilfe', ...(post ? [post] : []), '/login'];

  // Throughput: interleaved, baseline then Exhale for each target, over several rounds.
  const samples = Object.fromEntries(targets.map((t) => [t, { app: [], base: [], p99: [], errors: 0 }]));
  for (let round = 1; round <= rounds; round++) {
    for (const t of targets) {
      const b = await load(`${base}/`);
      const a = await load(app + encodeURI(t));
      samples[t].base.push(b.rps);
      samples[t].app.push(a.rps);
      samples[t].p99.push(a.p99);
      samples[t].errors += a.errors;
      process.stdout.write(`round ${round}/${rounds} ${t}: ${a.rps.toFixed(0)} rps vs blank ${b.rps.toFixed(0)}\n`);
    }
  }
  const baseJs = await jsBytes(base, '/');
  const throughput = [];
  for (const t of targets) {
    const s = samples[t];
    const js = await jsBytes(app, encodeURI(t));
    throughput.push({
      path: t,
      rps: Math.round(median(s.app)),
      blankRps: Math.round(median(s.base)),
      rpsRatio: +(median(s.app) / median(s.base)).toFixed(2),
      p99Ms: median(s.p99),
      errors: s.errors,
      jsGzipBytes: js,
      blankJsGzipBytes: baseJs,
      jsRatio: +(js / baseJs).toFixed(2),
    });
  }

  const proxyRun = spawnSync(bin('tsx'), ['bench/proxy-overhead.mts'], { cwd: root, env, encoding: 'utf8' });
  const proxy = proxyRun.status === 0 ? JSON.parse(proxyRun.stdout.trim().split('\n').pop()) : { error: proxyRun.stderr.slice(0, 500) };

  const result = { date: new Date().toISOString(), seconds, rounds, connections: 50, throughput, proxy };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/latest.json'), JSON.stringify(result, null, 2) + '\n');

  console.log('\nthroughput at 50 connections (median of rounds) and client JS (gzip) against a blank Next.js page');
  console.table(throughput.map((r) => ({ path: r.path, rps: r.rps, blank: r.blankRps, 'rps ×': r.rpsRatio, 'p99 ms': r.p99Ms, errors: r.errors, 'js B': r.jsGzipBytes, 'blank js B': r.blankJsGzipBytes, 'js ×': r.jsRatio })));
  console.log('proxy.ts added latency (in-process):', proxy);
  console.log('targets: rps × ≥ 0.9, js × ≤ 1.15, proxy median < 1 ms');
}

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() => children.forEach((c) => c.kill('SIGTERM')));
