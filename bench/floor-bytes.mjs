#!/usr/bin/env node
// `node bench/floor-bytes.mjs [path...]` (default: / /de/hilfe /login and the first post): how much of a
// content page's distance from the pass-through-proxy floor is its size. Serves Exhale's production
// build (embedded) and bench/baseline-proxy, and loads, interleaved over BENCH_ROUNDS (3) rounds of
// BENCH_SECONDS (5) each: the blank page behind the pass-through proxy (the floor of npm run bench),
// the same blank page repeated to the help page's size in ASCII (/sized) and with a dash per paragraph
// (/sized-typeset: V8 holds such text as a two-byte string, and Node encodes it to UTF-8 on every
// response), and Exhale's pages. Prints each page's size, requests a second and ratio to the floor.
import { join } from 'node:path';
import { buildIfMissing, embeddedEnv, root, startNext, waitForUrl } from '../scripts/serve.mjs';
import { load, median } from './measure.mjs';

const env = embeddedEnv({ EXHALE_DATA_DIR: join(root, '.data/floor-bytes'), FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9619' });
const APP = Number(process.env.BENCH_PORT || 3640);
const rounds = Number(process.env.BENCH_ROUNDS || 3);
const seconds = Number(process.env.BENCH_SECONDS || 5);
buildIfMissing({ env, label: '[floor-bytes]' });
buildIfMissing({ env, dist: join(root, 'bench/baseline-proxy/.next'), project: 'bench/baseline-proxy', label: '[floor-bytes]' });
const app = `http://localhost:${APP}`;
const floor = `http://127.0.0.1:${APP + 1}`;
const servers = [
  // The app answers on localhost (lib/env refuses a loopback address: Next.js would redirect to itself).
  startNext({ host: 'localhost', port: APP, env: { ...env, PORT: String(APP), SITE_URL: app } }),
  startNext({ project: 'bench/baseline-proxy', host: '127.0.0.1', port: APP + 1, env }),
];
try {
  await Promise.all([`${app}/`, `${floor}/`].map((url) => waitForUrl(url, { timeoutMs: 300_000 })));
  let paths = process.argv.slice(2);
  if (!paths.length) {
    const post = /href="(\/posts\/[^"?#]+)"/.exec(await (await fetch(`${app}/`)).text())?.[1];
    paths = ['/', '/de/hilfe', ...(post ? [post] : []), '/login'];
  }
  const urls = [
    { label: 'floor: blank page behind a pass-through proxy', url: `${floor}/` },
    { label: 'the same, repeated to the help page’s size (ASCII)', url: `${floor}/sized` },
    { label: 'the same with a dash per paragraph (UTF-8 encoded per response)', url: `${floor}/sized-typeset` },
    ...paths.map((p) => ({ label: p, url: app + encodeURI(p) })),
  ];
  for (const u of urls) {
    u.bytes = (await (await fetch(u.url)).text()).length;
    await load(u.url, 1); // warm-up, not counted
    u.rps = [];
  }
  for (let round = 0; round < rounds; round++) for (const u of urls) u.rps.push((await load(u.url, seconds)).rps);
  const floorRps = median(urls[0].rps);
  console.table(
    urls.map((u) => ({ page: u.label, kB: +(u.bytes / 1000).toFixed(1), rps: Math.round(median(u.rps)), ratio: +(median(u.rps) / floorRps).toFixed(2) })),
  );
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
process.exit(0);
