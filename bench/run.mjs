#!/usr/bin/env node
// `npm run bench`: speed, size and quality of Exhale, measured in one run on the production build with
// embedded backends, against a blank Next.js page built and served in the same run (ratios, so the
// machine's speed cancels out):
//   1. requests per second and p99 at 50 connections (interleaved with the blank page), client JS (gzip);
//      and, as the framework's own floor, the blank page behind a pass-through proxy.ts
//      (bench/baseline-proxy): its throughput and its added latency over HTTP; then content pages
//      through the caching edge (bench/edge.mjs: npm run topology, nginx before two instances) against
//      the blank page served directly, both loaded with wrk (target ≥ 10×);
//   2. the request layer's (proxy.ts) added latency, in-process;
//   3. Lighthouse (mobile emulation, Debian's Chromium) for home and help in every language, and the
//      blank page in the same rounds (what the framework alone scores on this machine);
//   4. with the bench seed (bench/seed.ts: 10 000 000 funnel events, 1 000 000 purchases, 100 000
//      members with plans and a year of check-ins, 100 000 subscribers; its post-seed step is where
//      derived data such as rollups is built) in a PostgreSQL database, the admin pages' server time
//      (median and p95), and /account's for the seeded member with a year of check-ins and five
//      challenges (bench/seed-member.ts); then a member page and admin pages over HTTP against the blank page
//      behind a pass-through proxy.ts (bench/proxy-overhead.mts --http);
//   5. a newsletter to 100 000 subscribers through the job queue and a local SMTP server, unthrottled:
//      messages a second and the worker's memory before, during and after (bench/mail.mts);
//   6. the reminders' scan over 100 000 members with plans and check-ins, on PostgreSQL (bench/reminder-scan.mts).
// Prints a table per part and a summary (measure, value, target, met: bench/summary.mjs), and writes
// bench/results/latest.json. The parts live beside this file: measure.mjs (load, latency, JS size),
// lighthouse.mjs, admin.mjs (seed and admin pages), edge.mjs, mail.mts, reminder-scan.mts. Environment
// (all optional):
//   BENCH_SCALE (1; 0.01 seeds and sends a hundredth, for a quick run), BENCH_PORT (3600; the blank
//   page uses the next port), BENCH_AUTH_EMULATOR_HOST (127.0.0.1:9499, and the two ports after it),
//   BENCH_SECONDS (per load run, 5), BENCH_ROUNDS (3), BENCH_REBUILD=1 (rebuild Exhale and the blank
//   page even if builds exist), BENCH_LIGHTHOUSE_RUNS (per page, 3; 0 skips), BENCH_DATABASE_URL
//   (postgres://exhale:exhale@127.0.0.1:5432/exhale_bench, created and seeded if missing; `off` skips
//   the database parts), BENCH_ADMIN_REQUESTS (per admin page, 10), CHROMIUM_PATH, WRK_PATH (/usr/bin/wrk).
import { printReport } from './report.mjs';
import { summarize } from './summary.mjs';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, buildIfMissing, embeddedEnv, root, startChild, startNext, waitForUrl } from '../scripts/serve.mjs';
import { ADMIN, MEMBER, accountTime, adminPages, adminTimes, seed, sessionCookie } from './admin.mjs';
import { edgeThroughput } from './edge.mjs';
import { BLANK, LIGHTHOUSE_PATHS, lighthouseScores } from './lighthouse.mjs';
import { jsBytes, latencyDelta, load as loadFor, median } from './measure.mjs';

const env = embeddedEnv();
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
/** @type {import('../scripts/serve.mjs').Child[]} */
const children = [];
const started = Date.now();
const phase = (name) => console.log(`\n[bench] ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
const load = (url, duration = seconds) => loadFor(url, duration);

/** Runs a part of the bench under tsx on the bench database; its last line of output is its JSON report. */
function tsxPart(file) {
  const run = spawnSync(bin('tsx'), [file], {
    cwd: root,
    env: { ...env, BENCH_DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    return JSON.parse(run.stdout.trim().split('\n').pop() ?? 'null');
  } catch {
    return { error: `${file} exited with ${run.status}` };
  }
}

async function main() {
  phase('builds');
  buildIfMissing({ env, force: rebuild, label: '[bench]' }); // .next, or NEXT_DIST_DIR
  for (const project of ['bench/baseline', 'bench/baseline-proxy'])
    buildIfMissing({ env, dist: join(root, project, '.next'), force: rebuild, project, label: '[bench]' });

  phase('bench seed');
  const seeded = seed({ databaseUrl, env });

  phase('servers');
  children.push(
    startChild(process.execPath, [join(root, 'scripts/local.mjs'), 'start'], {
      env: {
        ...env,
        PORT: String(APP),
        SITE_URL: site,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
        EXHALE_DATA_DIR: join(root, '.data/bench'),
        EXHALE_EPHEMERAL: '1',
        ...(seeded ? { DATABASE_URL: databaseUrl } : {}),
      },
      log: join(root, '.data/bench-app.log'), // what the app and its emulator said, should it not start
    }),
    startNext({ project: 'bench/baseline', host: '127.0.0.1', port: BASE, env }),
    startNext({ project: 'bench/baseline-proxy', host: '127.0.0.1', port: BASE_PROXY, env }),
  );
  // The app starts the Auth emulator first: minutes on a loaded machine.
  await Promise.all([`${app}/`, `${base}/`, `${baseProxy}/`].map((url) => waitForUrl(url, { timeoutMs: 300_000 })));

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

  // Content through the caching edge (npm run topology, bench/edge.mjs), against the blank page served directly.
  phase(`content through the caching edge (${rounds} rounds × 3 pages × 2 × ${seconds} s)`);
  let edge = [];
  try {
    edge = await edgeThroughput({ blank: `${base}/`, seconds, rounds });
  } catch (e) {
    console.log(`[bench] edge failed: ${e.message}`);
    edge = [{ error: e.message }];
  }

  phase('proxy.ts overhead');
  const proxyRun = spawnSync(bin('tsx'), ['--conditions=react-server', 'bench/proxy-overhead.mts'], { cwd: root, env, encoding: 'utf8' });
  const proxy = proxyRun.status === 0 ? JSON.parse(proxyRun.stdout.trim().split('\n').pop()) : { error: proxyRun.stderr.slice(0, 500) };

  let lighthouse = [];
  if (lighthouseRuns > 0) {
    phase(`lighthouse (${lighthouseRuns} runs × ${LIGHTHOUSE_PATHS.length} pages: six pages in every language, mobile)`);
    try {
      lighthouse = await lighthouseScores(LIGHTHOUSE_PATHS, { site, runs: lighthouseRuns, chromium, reference: `${base}/` });
    } catch (e) {
      console.log(`[bench] lighthouse failed: ${e.message}`);
      lighthouse = [{ error: e.message }];
    }
  }

  let admin = null;
  let account = null;
  if (seeded) {
    phase(`admin pages (${adminRequests} requests each, PostgreSQL, bench seed)`);
    admin = await adminTimes(adminPages(seeded.campaignId), { app, site, emulatorHost, adminRequests });
    // /account for a member with a year of daily check-ins and five challenges (issue #34).
    phase(`/account with a year of check-ins and five challenges (${adminRequests} requests, PostgreSQL)`);
    account = await accountTime({ databaseUrl, env, app, site, emulatorHost, adminRequests });
  }

  // A member page and admin pages over HTTP against the blank page behind a pass-through proxy.ts, with a
  // content page for comparison (bench/proxy-overhead.mts --http; issue #36). The member is the seeded
  // one with a year of check-ins; /admin/add-auth reads no table, /admin/purchases a page of a million.
  let behindFloor = null;
  if (seeded) {
    phase(`member and admin pages against the pass-through-proxy floor (${rounds} rounds × 4 pages × 2 × ${seconds} s)`);
    const [member, adminCookie] = await Promise.all([sessionCookie({ app, site, emulatorHost }, MEMBER), sessionCookie({ app, site, emulatorHost }, ADMIN)]);
    const pages = [
      { label: 'content', path: '/help' },
      { label: 'member', path: '/account', cookie: member },
      { label: 'admin, no table', path: '/admin/add-auth', cookie: adminCookie },
      { label: 'admin, purchases', path: '/admin/purchases', cookie: adminCookie },
    ];
    const run = spawnSync(bin('tsx'), ['bench/proxy-overhead.mts', '--http'], {
      cwd: root,
      env: {
        ...env,
        BENCH_APP: app,
        BENCH_FLOOR: `${baseProxy}/`,
        BENCH_PAGES: JSON.stringify(pages),
        BENCH_SECONDS: String(seconds),
        BENCH_ROUNDS: String(rounds),
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      behindFloor = JSON.parse(run.stdout.trim().split('\n').pop() ?? 'null');
    } catch {
      behindFloor = [{ error: `bench/proxy-overhead.mts --http exited with ${run.status}` }];
    }
  }

  // Newsletter sending through the job queue to a local SMTP server (bench/mail.mts), and the reminders'
  // scan over 100 000 members with plans (bench/reminder-scan.mts), on PostgreSQL.
  let mail = null;
  let reminders = null;
  if (seeded) {
    phase('newsletter to the subscribers through the job queue and a local SMTP server (bench/mail.mts)');
    mail = tsxPart('bench/mail.mts');
    phase('the reminders scan over the members with plans (bench/reminder-scan.mts)');
    reminders = tsxPart('bench/reminder-scan.mts');
  }

  const summary = summarize({ throughput, edge, floor, proxy, lighthouse, admin, account, mail, reminders, behindFloor });

  const result = {
    date: new Date().toISOString(),
    durationS: Math.round((Date.now() - started) / 1000),
    seconds,
    rounds,
    connections: 50,
    throughput,
    edge,
    proxy,
    proxyFloor: floor,
    behindFloor: behindFloor ?? { skipped: true },
    lighthouse,
    mail: mail ?? { skipped: true },
    account: account ?? { skipped: true },
    reminders: reminders ?? { skipped: true },
    admin: admin ? { database: databaseUrl.replace(/:[^:@/]+@/, ':***@'), seed: seeded.counts, pages: admin } : { skipped: true },
    summary,
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/latest.json'), JSON.stringify(result, null, 2) + '\n');

  printReport(result, { lighthouseRuns, adminRequests, blankPath: BLANK });
}

const stop = () => children.forEach((c) => c.exited() || c.child.kill('SIGTERM'));
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
