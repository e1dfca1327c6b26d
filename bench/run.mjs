#!/usr/bin/env node
// `npm run bench`: speed, size and quality of Exhale, measured in one run on the production build with
// embedded backends, against a blank Next.js page built and served in the same run (ratios, so the
// machine's speed cancels out):
//   1. requests per second and p99 at 50 connections (interleaved with the blank page), client JS (gzip);
//      and, as the framework's own floor, the blank page behind a pass-through proxy.ts
//      (bench/baseline-proxy): its throughput and its added latency over HTTP;
//   2. the request layer's (proxy.ts) added latency, in-process;
//   3. Lighthouse (mobile emulation, Debian's Chromium) for / and /help;
//   4. with the bench seed (bench/seed.ts) in a PostgreSQL database, the admin pages' server time.
// Prints a table per part and a summary (measure, value, target, met), and writes
// bench/results/latest.json. Environment (all optional):
//   BENCH_PORT (3600; the blank page uses the next port), BENCH_AUTH_EMULATOR_HOST (127.0.0.1:9499, and
//   the two ports after it), BENCH_SECONDS (per load run, 5), BENCH_ROUNDS (3), BENCH_REBUILD=1 (rebuild
//   Exhale and the blank page even if builds exist), BENCH_LIGHTHOUSE_RUNS (per page, 3; 0 skips),
//   BENCH_DATABASE_URL (postgres://exhale:exhale@127.0.0.1:5432/exhale_bench, created and seeded if
//   missing; `off` skips the admin part), BENCH_ADMIN_REQUESTS (per admin page, 10), CHROMIUM_PATH.
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
const BASE_PROXY = APP + 2;
const app = `http://127.0.0.1:${APP}`;
const site = `http://localhost:${APP}`; // SITE_URL: what a browser sees, and the session's Origin
const base = `http://127.0.0.1:${BASE}`;
const baseProxy = `http://127.0.0.1:${BASE_PROXY}`; // the blank page behind a pass-through proxy.ts
const emulatorHost = process.env.BENCH_AUTH_EMULATOR_HOST || '127.0.0.1:9499';
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://exhale:exhale@127.0.0.1:5432/exhale_bench';
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const adminRequests = Number(process.env.BENCH_ADMIN_REQUESTS || 10);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const rebuild = process.env.BENCH_REBUILD === '1';
const children = [];
const started = Date.now();
const phase = (name) => console.log(`\n[bench] ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

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
/** Median and p99 latency of `through` minus `plain`, one request at a time over a kept-alive connection. */
async function latencyDelta(plain, through, n = Number(process.env.BENCH_LATENCY_REQUESTS || 400)) {
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

function load(url, duration = seconds) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 50, duration }, (err, r) =>
      err ? reject(err) : resolve({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx }),
    ),
  );
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Nearest-rank percentile. */
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * xs.length) - 1)];

async function jsBytes(origin, path) {
  const html = await (await fetch(origin + path)).text();
  const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
  let bytes = 0;
  for (const src of srcs) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer())).length;
  return bytes;
}

/** Fills the bench database (idempotent). Returns the seed's report, or null with the reason printed. */
function seed() {
  if (databaseUrl === 'off') {
    console.log('[bench] admin pages skipped: BENCH_DATABASE_URL=off');
    return null;
  }
  const r = spawnSync(bin('tsx'), ['bench/seed.ts', databaseUrl], { cwd: root, env, encoding: 'utf8' });
  if (r.status !== 0) {
    const reason = /ECONNREFUSED|ENOTFOUND|timeout|password authentication failed|permission denied[^\n]*/i.exec(r.stderr)?.[0] ?? r.stderr.trim().split('\n').slice(0, 3).join(' ');
    console.log(`[bench] admin pages skipped: no PostgreSQL at ${databaseUrl.replace(/:[^:@/]+@/, ':***@')} (${reason})`);
    return null;
  }
  const report = JSON.parse(r.stdout.trim().split('\n').pop());
  console.log('[bench] bench seed:', JSON.stringify(report.counts), 'ms:', JSON.stringify(report.ms));
  return report;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/** Lighthouse's default (mobile) config, `lighthouseRuns` times per page, interleaved; medians per category. */
async function lighthouseScores(paths) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromium, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const runs = Object.fromEntries(paths.map((p) => [p, []]));
  try {
    for (let i = 0; i < lighthouseRuns; i++) {
      for (const path of paths) {
        // A run that Lighthouse itself could not complete (e.g. NO_NAVSTART, a trace it could not read)
        // says nothing about the page: it is run again, up to twice.
        let lhr;
        for (let attempt = 0; attempt < 3; attempt++) {
          ({ lhr } = await lighthouse(site + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }));
          if (!lhr.runtimeError) break;
          process.stdout.write(`lighthouse ${i + 1}/${lighthouseRuns} ${path}: ${lhr.runtimeError.code}, run again\n`);
        }
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
        // What keeps a category under its target: its audits that did not pass.
        const failing = Object.fromEntries(
          CATEGORIES.map((c) => [
            c,
            (lhr.categories[c]?.auditRefs ?? [])
              .map((ref) => lhr.audits[ref.id])
              .filter((a) => a && a.score !== null && a.score < 0.9 && !['notApplicable', 'informative', 'manual'].includes(a.scoreDisplayMode))
              .map((a) => a.id),
          ]),
        );
        const fatal = lhr.runtimeError?.code;
        runs[path].push({ scores, failing, fatal });
        process.stdout.write(`lighthouse ${i + 1}/${lighthouseRuns} ${path}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}${fatal ? ` (${fatal})` : ''}\n`);
      }
    }
  } finally {
    chrome.kill();
  }
  return paths.map((path) => {
    const list = runs[path];
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(list.map((r) => r.scores[c]))]));
    // Failing audits of the run with the median performance score, for the categories under target.
    const mid = [...list].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(list.length / 2)];
    const failing = Object.fromEntries(CATEGORIES.filter((c) => scores[c] < TARGETS[c]).map((c) => [c, mid.failing[c]]));
    return { path, runs: list.length, scores, allRuns: list.map((r) => r.scores), failing };
  });
}

/** The seeded admin's session cookie: an ID token from the emulator, exchanged at POST /api/session. */
async function adminCookie() {
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.test', password: 'local-admin-password', returnSecureToken: true }),
  });
  const { idToken } = await res.json();
  if (!idToken) throw new Error('the emulator did not sign in the seeded admin');
  const session = await fetch(`${app}/api/session`, { method: 'POST', headers: { Authorization: `Bearer ${idToken}`, Origin: site } });
  if (session.status !== 200) throw new Error(`POST /api/session answered ${session.status}`);
  return session.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** Time to the last byte of each admin page as the admin, round-robin over the pages; median and p95. */
async function adminTimes(pages) {
  const cookie = await adminCookie();
  const get = async (path) => {
    const t0 = performance.now();
    const res = await fetch(app + path, { headers: { cookie }, redirect: 'manual' });
    const body = await res.text();
    const ms = performance.now() - t0;
    if (res.status !== 200 || !body.includes('<h1')) throw new Error(`${path} answered ${res.status}`);
    return ms;
  };
  for (const p of pages) await get(p.path); // warm-up: compiled route, pooled connection
  const times = Object.fromEntries(pages.map((p) => [p.path, []]));
  for (let i = 0; i < adminRequests; i++) for (const p of pages) times[p.path].push(await get(p.path));
  return pages.map((p) => ({ page: p.label, path: p.path, reference: p.reference === true, medianMs: Math.round(median(times[p.path])), p95Ms: Math.round(percentile(times[p.path], 0.95)), requests: adminRequests }));
}

async function main() {
  phase('builds');
  if (rebuild || !existsSync(join(root, '.next', 'BUILD_ID'))) run(bin('next'), ['build']);
  if (rebuild || !existsSync(join(root, 'bench/baseline/.next/BUILD_ID'))) run(bin('next'), ['build', 'bench/baseline']);
  if (rebuild || !existsSync(join(root, 'bench/baseline-proxy/.next/BUILD_ID'))) run(bin('next'), ['build', 'bench/baseline-proxy']);

  phase('bench seed');
  const seeded = seed();

  phase('servers');
  serve(process.execPath, [join(root, 'scripts/local.mjs'), 'start'], {
    PORT: String(APP),
    SITE_URL: site,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    EXHALE_DATA_DIR: join(root, '.data/bench'),
    EXHALE_EPHEMERAL: '1',
    ...(seeded ? { DATABASE_URL: databaseUrl } : {}),
  });
  serve(bin('next'), ['start', 'bench/baseline', '-p', String(BASE), '-H', '127.0.0.1']);
  serve(bin('next'), ['start', 'bench/baseline-proxy', '-p', String(BASE_PROXY), '-H', '127.0.0.1']);
  await Promise.all([ready(`${app}/`), ready(`${base}/`), ready(`${baseProxy}/`)]);

  const home = await (await fetch(`${app}/`)).text();
  const post = /href="(\/posts\/[^"?#]+)"/.exec(home)?.[1];
  const targets = ['/', '/de/hilfe', ...(post ? [post] : []), '/login'];

  // Throughput: interleaved, baseline then Exhale for each target, over several rounds.
  phase(`throughput (${rounds} rounds × ${targets.length} pages × 2 × ${seconds} s)`);
  for (const url of [`${base}/`, `${baseProxy}/`, ...targets.map((t) => app + encodeURI(t))]) await load(url, 1); // warm-up, not counted
  const samples = Object.fromEntries(targets.map((t) => [t, { app: [], base: [], p99: [], errors: 0 }]));
  const proxyFloor = { rps: [], base: [] };
  for (let round = 1; round <= rounds; round++) {
    // The framework's own floor: the same blank page, once plain and once behind a proxy that does nothing.
    const plain = await load(`${base}/`);
    const behind = await load(`${baseProxy}/`);
    proxyFloor.base.push(plain.rps);
    proxyFloor.rps.push(behind.rps);
    process.stdout.write(`round ${round}/${rounds} blank page behind a pass-through proxy.ts: ${behind.rps.toFixed(0)} rps vs blank ${plain.rps.toFixed(0)}\n`);
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
      rpsRatioVsProxyFloor: +(median(s.app) / median(proxyFloor.rps)).toFixed(2),
      p99Ms: median(s.p99),
      errors: s.errors,
      jsGzipBytes: js,
      blankJsGzipBytes: baseJs,
      jsRatio: +(js / baseJs).toFixed(2),
    });
  }

  const floor = { rps: Math.round(median(proxyFloor.rps)), blankRps: Math.round(median(proxyFloor.base)) };
  floor.ratio = +(floor.rps / floor.blankRps).toFixed(2);
  floor.latency = await latencyDelta(`${base}/`, `${baseProxy}/`);

  phase('proxy.ts overhead');
  const proxyRun = spawnSync(bin('tsx'), ['bench/proxy-overhead.mts'], { cwd: root, env, encoding: 'utf8' });
  const proxy = proxyRun.status === 0 ? JSON.parse(proxyRun.stdout.trim().split('\n').pop()) : { error: proxyRun.stderr.slice(0, 500) };

  let lighthouse = [];
  if (lighthouseRuns > 0) {
    phase(`lighthouse (${lighthouseRuns} runs × 2 pages, mobile)`);
    try {
      lighthouse = await lighthouseScores(['/', '/help']);
    } catch (e) {
      console.log(`[bench] lighthouse failed: ${e.message}`);
      lighthouse = [{ error: e.message }];
    }
  }

  let admin = null;
  if (seeded) {
    phase(`admin pages (${adminRequests} requests each, PostgreSQL, bench seed)`);
    const id = seeded.campaignId;
    admin = await adminTimes([
      // Same-run reference: an admin page that reads no table (a form), so the machine's load shows.
      { label: 'reference: add account (no data)', path: '/admin/add-auth', reference: true },
      { label: 'dashboard', path: '/admin' },
      { label: 'funnel, default period', path: '/admin/onboarding-funnel' },
      { label: 'funnel, iOS', path: '/admin/onboarding-funnel?platform=ios' },
      { label: 'purchases', path: '/admin/purchases' },
      { label: 'purchases, filtered, page 20', path: '/admin/purchases?store=app-store&status=purchased&page=20' },
      { label: 'purchases, page 200', path: '/admin/purchases?page=200' },
      { label: 'campaign list', path: '/admin/code-campaigns' },
      { label: 'campaign, 100 000 codes', path: `/admin/code-campaigns/${id}` },
    ]);
  }

  const summary = [
    ...throughput.map((r) => ({ measure: `throughput ${r.path} (× blank)`, value: r.rpsRatio, target: '≥ 0.9', met: r.rpsRatio >= 0.9 })),
    ...throughput.map((r) => ({ measure: `client JS ${r.path} (× blank)`, value: r.jsRatio, target: '≤ 1.15', met: r.jsRatio <= 1.15 })),
    { measure: 'reference: blank page behind a pass-through proxy.ts (× blank)', value: floor.ratio, target: '–', met: null },
    { measure: 'reference: a pass-through proxy.ts over HTTP, added median (ms)', value: floor.latency.medianMs, target: '–', met: null },
    { measure: 'proxy.ts median (ms)', value: proxy.medianMs === undefined ? 'error' : +proxy.medianMs.toFixed(3), target: '< 1', met: proxy.medianMs < 1 },
    ...lighthouse.filter((l) => l.scores).flatMap((l) => CATEGORIES.map((c) => ({ measure: `lighthouse ${l.path} ${c}`, value: l.scores[c], target: c === 'performance' ? '≥ 95' : '100', met: l.scores[c] >= TARGETS[c] }))),
    ...(admin ?? []).filter((a) => !a.reference).map((a) => ({ measure: `admin ${a.page} (ms, median / p95)`, value: `${a.medianMs} / ${a.p95Ms}`, target: '< 1000', met: a.p95Ms < 1000 })),
  ].map((r) => ({ ...r, met: r.met === null ? '–' : r.met ? 'yes' : 'no' }));

  const result = {
    date: new Date().toISOString(),
    durationS: Math.round((Date.now() - started) / 1000),
    seconds,
    rounds,
    connections: 50,
    throughput,
    proxy,
    proxyFloor: floor,
    lighthouse,
    admin: admin ? { database: databaseUrl.replace(/:[^:@/]+@/, ':***@'), seed: seeded.counts, pages: admin } : { skipped: true },
    summary,
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/latest.json'), JSON.stringify(result, null, 2) + '\n');

  console.log('\nthroughput at 50 connections (median of rounds) and client JS (gzip) against a blank Next.js page');
  console.table(throughput.map((r) => ({ path: r.path, rps: r.rps, blank: r.blankRps, 'rps ×': r.rpsRatio, '× proxy floor': r.rpsRatioVsProxyFloor, 'p99 ms': r.p99Ms, errors: r.errors, 'js B': r.jsGzipBytes, 'blank js B': r.blankJsGzipBytes, 'js ×': r.jsRatio })));
  console.log(`the blank page behind a pass-through proxy.ts: ${floor.rps} rps vs ${floor.blankRps} (${floor.ratio}×); added latency over HTTP, one connection:`, floor.latency);
  console.log('proxy.ts added latency (in-process):', proxy);
  if (lighthouse.some((l) => l.scores)) {
    console.log(`\nlighthouse, mobile (median of ${lighthouseRuns} runs)`);
    console.table(lighthouse.filter((l) => l.scores).map((l) => ({ path: l.path, ...l.scores })));
    for (const l of lighthouse.filter((x) => x.scores))
      for (const [c, ids] of Object.entries(l.failing)) console.log(`  ${l.path} ${c} under target, failing audits: ${ids.join(', ') || '–'}`);
  }
  if (admin) {
    console.log(`\nadmin pages, time to last byte as the admin (${adminRequests} requests each; PostgreSQL with the bench seed)`);
    console.table(admin.map((a) => ({ page: a.page, path: a.path, 'median ms': a.medianMs, 'p95 ms': a.p95Ms })));
  }
  console.log(`\nsummary (${result.durationS} s; bench/results/latest.json)`);
  console.table(summary);
}

const stop = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});
main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(stop);
