#!/usr/bin/env node
// `npm run test:resilience`: load and fault tests on the production build with embedded backends.
// Builds if no build exists (reuses .next otherwise), serves a copy of the build (NEXT_DIST_DIR, so the
// page cache the fault tests rewrite never reaches .next) and runs, each printed as one pass/fail line:
//   load      100 connections on mixed public pages (autocannon): no error, no 4xx/5xx; rps and p99
//   CMS       the app reads content over HTTP (STORYBLOK_API_URL) from tests/resilience/content-server.mts;
//             stopped: content pages still 200, a webhook during the outage keeps the last good page
//   database  DATABASE_URL goes through a TCP proxy (node:net) to TEST_DATABASE_URL's server; cut
//             (refused, then silent): public pages 200, admin pages the localized 500 page in bounded
//             time; restored: admin pages work again (skipped without TEST_DATABASE_URL)
//   identity  the Auth emulator stopped: sign-in on /login and /de/login shows the localized network
//             error in Chromium; restarted: the same form signs in
// Ends with `resilience: N passed, N failed`; exit code 1 on any failure. Writes test-results/resilience.json.
// Environment: RESILIENCE_SECONDS (load duration, default 30), RESILIENCE_CONNECTIONS (100),
// RESILIENCE_PORT (app, default 3300; helpers on +10 and +11), RESILIENCE_AUTH_EMULATOR_HOST
// (127.0.0.1:9399, also uses the next two ports), RESILIENCE_REBUILD=1, TEST_DATABASE_URL, CHROMIUM_PATH.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { join, relative, resolve } from 'node:path';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { KEEP_ALIVE, root, SEEDED, seedAccounts, sessionSecret, startAuthEmulator } from './emulator.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const PORT = Number(process.env.RESILIENCE_PORT || 3300);
const DB_PROXY_PORT = PORT + 10;
const CONTENT_PORT = PORT + 11;
const EMULATOR = process.env.RESILIENCE_AUTH_EMULATOR_HOST || '127.0.0.1:9399';
const SECONDS = Number(process.env.RESILIENCE_SECONDS || 30);
const CONNECTIONS = Number(process.env.RESILIENCE_CONNECTIONS || 100);
/** A request that takes longer than this counts as hanging. */
const BOUND_MS = 20_000;
/**
 * Under load, a request unanswered after this many seconds counts as an error (autocannon's default
 * is 10 s; on a saturated 2-core machine the first requests of new connections can wait that long
 * while the busy keep-alive connections are served, which is latency, reported as max, not failure).
 */
const LOAD_TIMEOUT_S = 30;
const site = `http://localhost:${PORT}`;
const dataDir = resolve(root, '.data', 'resilience');
const distDir = join(dataDir, 'next');
const cmsDir = join(dataDir, 'cms'); // the content server's overlay: what the fault tests publish
const WEBHOOK_SECRET = 'local-webhook-secret';
const LOCALES = ['en-US', 'de-DE'];
const messages = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(readFileSync(join(root, 'messages', `${l}.json`), 'utf8'))]));
const [ADMIN, MEMBER] = [SEEDED.find((a) => a.admin), SEEDED.find((a) => !a.admin)];

// ---------------------------------------------------------------------------------------------- checks

const results = [];
class Skip extends Error {}
const ensure = (condition, message) => {
  if (!condition) throw new Error(message);
};
async function check(name, fn) {
  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  try {
    const detail = await fn();
    results.push({ name, status: 'passed', detail });
    console.log(`pass  ${name}${detail ? `: ${detail}` : ''} (${took()})`);
  } catch (error) {
    const skipped = error instanceof Skip;
    results.push({ name, status: skipped ? 'skipped' : 'failed', detail: error.message });
    console.log(`${skipped ? 'skip' : 'FAIL'}  ${name}: ${error.message} (${took()})`);
  }
}

// ---------------------------------------------------------------------------------------------- helpers

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** GET (or POST) on the app, never following redirects, with a session cookie if given; fails instead of hanging. */
async function request(path, { cookie, method = 'GET', body, timeoutMs = BOUND_MS } = {}) {
  const started = Date.now();
  try {
    const res = await fetch(site + path, {
      method,
      redirect: 'manual',
      headers: { ...(cookie ? { cookie: `token=${cookie}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, text: await res.text(), ms: Date.now() - started, headers: res.headers };
  } catch (error) {
    if (error.name === 'TimeoutError') throw new Error(`${method} ${path} did not answer within ${timeoutMs / 1000} s`);
    throw new Error(`${method} ${path}: ${error.cause?.code ?? error.message}`);
  }
}

/** Every path answers 200. */
async function all200(paths, opts) {
  for (const path of paths) {
    const r = await request(path, opts);
    ensure(r.status === 200, `${path} answered ${r.status}`);
  }
}

async function until(what, fn, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      if (await fn()) return;
    } catch (error) {
      last = error;
    }
    await sleep(500);
  }
  throw new Error(`${what} not within ${timeoutMs / 1000} s${last ? ` (${last.message})` : ''}`);
}

async function unreachable(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(3000) });
    return false;
  } catch {
    return true;
  }
}

const children = [];
function startChild(cmd, args, { env, log }) {
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = createWriteStream(log, { flags: 'a' });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  const exited = once(child, 'exit');
  children.push(child);
  return {
    child,
    stdout: child.stdout,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/** The CMS stand-in: lib/content/embedded-server.ts over cmsDir, then content/, in its own process. */
async function startContentServer() {
  const server = startChild(bin('tsx'), [join(root, 'tests/resilience/content-server.mts'), String(CONTENT_PORT), cmsDir, join(root, 'content')], {
    env: process.env,
    log: join(dataDir, 'content-server.log'),
  });
  let seen = '';
  await new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`the content server did not start on ${CONTENT_PORT}: ${seen}`)), 30_000);
    server.stdout.on('data', (chunk) => {
      seen += chunk;
      if (/^ready /m.test(seen)) {
        clearTimeout(timer);
        ready();
      }
    });
    server.child.on('exit', () => {
      clearTimeout(timer);
      fail(new Error(`the content server exited: ${seen}`));
    });
  });
  return server;
}

/**
 * A TCP proxy in front of PostgreSQL. `refuse()`: nothing listens any more (connection refused);
 * `silence()`: connections are accepted and never answered (a dead network path); both end the
 * connections already open. `restore()` forwards again.
 */
function tcpProxy(port, target) {
  let mode = 'up';
  const open = new Set();
  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    if (mode !== 'up') return; // silent: hold it, say nothing
    const upstream = net.connect(target.port, target.host);
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', drop);
    upstream.on('close', drop).on('error', drop);
    client.pipe(upstream).pipe(client);
  });
  const listen = () =>
    new Promise((ok, fail) => {
      server.once('error', fail);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', fail);
        ok();
      });
    });
  const cutAll = () => {
    for (const socket of open) socket.destroy();
  };
  const stopListening = () => (server.listening ? new Promise((ok) => server.close(() => ok())) : Promise.resolve());
  return {
    start: listen,
    async refuse() {
      mode = 'down';
      const closed = stopListening();
      cutAll();
      await closed;
    },
    async silence() {
      mode = 'silent';
      cutAll();
      if (!server.listening) await listen();
    },
    async restore() {
      mode = 'up';
      cutAll(); // the held, silent ones
      if (!server.listening) await listen();
    },
    async close() {
      mode = 'down';
      const closed = stopListening();
      cutAll();
      await closed;
    },
  };
}

/** A signed-in session cookie for an account: ID token from the emulator, then POST /api/session. */
async function sessionCookie(account) {
  const res = await fetch(`http://${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  const { idToken } = await res.json();
  ensure(idToken, `the emulator did not sign in ${account.email}`);
  const session = await fetch(`${site}/api/session`, { method: 'POST', headers: { authorization: `Bearer ${idToken}`, origin: site }, signal: AbortSignal.timeout(BOUND_MS) });
  ensure(session.ok, `POST /api/session answered ${session.status}`);
  const token = session.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('token='));
  ensure(token, 'POST /api/session set no token cookie');
  return token.slice('token='.length);
}

async function webhook(payload) {
  const r = await request(`/api/storyblok/webhook?secret=${WEBHOOK_SECRET}`, { method: 'POST', body: payload });
  ensure(r.status === 200, `the webhook answered ${r.status}: ${r.text.slice(0, 200)}`);
}

/** Publishes a new imprint title on the content server (its overlay folder). */
function publishImprint(title) {
  const story = JSON.parse(readFileSync(join(root, 'content/stories/default/imprint.json'), 'utf8'));
  story.content.title = title;
  const file = join(cmsDir, 'stories/default/imprint.json');
  mkdirSync(join(cmsDir, 'stories/default'), { recursive: true });
  writeFileSync(file, JSON.stringify(story));
}

// ---------------------------------------------------------------------------------------------- run

const state = { emulator: null, content: null, proxy: null, app: null, browser: null, database: null };
const figures = {};

async function main() {
  const buildEnv = { ...process.env, EXHALE_MODE: 'embedded', NEXT_TELEMETRY_DISABLED: '1', SITE_URL: site, EXHALE_DATA_DIR: join(dataDir, 'build') };
  delete buildEnv.NEXT_DIST_DIR;
  if (process.env.RESILIENCE_REBUILD === '1' || !existsSync(join(root, '.next', 'BUILD_ID'))) {
    console.log('[resilience] no production build yet: running next build');
    const built = spawnSync(bin('next'), ['build'], { cwd: root, env: buildEnv, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('next build failed');
  }
  // A copy of the build (without the compiler's cache), served from its own folder: revalidations
  // write into it, never into .next. Symlinks to node_modules are made absolute by cpSync.
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  cpSync(join(root, '.next'), distDir, {
    recursive: true,
    filter: (src) => !/[\\/]\.next[\\/](cache[\\/](turbopack|webpack|images)|trace|diagnostics|dev)([\\/]|$)/.test(src),
  });

  state.emulator = await startAuthEmulator({ hostPort: EMULATOR, dataDir: join(dataDir, 'auth'), persist: false });
  await seedAccounts(EMULATOR);
  state.content = await startContentServer();

  let databaseUrl;
  const testDb = process.env.TEST_DATABASE_URL;
  if (testDb) {
    const { default: pg } = await import('pg');
    const name = `exhale_resilience_${PORT}`;
    const admin = new pg.Client({ connectionString: testDb, connectionTimeoutMillis: 10_000 });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    state.database = { url: testDb, name };
    const target = new URL(testDb);
    state.proxy = tcpProxy(DB_PROXY_PORT, { host: target.hostname, port: Number(target.port || 5432) });
    await state.proxy.start();
    const viaProxy = new URL(testDb);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(DB_PROXY_PORT);
    viaProxy.pathname = `/${name}`;
    databaseUrl = viaProxy.toString();
  }

  const appEnv = {
    ...process.env,
    EXHALE_MODE: 'embedded',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: relative(root, distDir),
    EXHALE_DATA_DIR: dataDir,
    PORT: String(PORT),
    SITE_URL: site,
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR,
    SESSION_SECRET: sessionSecret(dataDir),
    STORYBLOK_API_URL: `http://127.0.0.1:${CONTENT_PORT}/v2`,
    STORYBLOK_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };
  delete appEnv.STORYBLOK_TOKEN;
  if (databaseUrl) appEnv.DATABASE_URL = databaseUrl;
  else delete appEnv.DATABASE_URL;
  state.app = startChild(bin('next'), ['start', '-H', 'localhost', '-p', String(PORT), ...KEEP_ALIVE], { env: appEnv, log: join(dataDir, 'app.log') });
  const appExited = () => state.app.child.exitCode !== null || state.app.child.signalCode !== null;
  await until(`the app on ${site}`, async () => appExited() || (await request('/')).status === 200, 120_000);
  ensure(!appExited(), `next start exited; see ${relative(root, join(dataDir, 'app.log'))}`);
  console.log(`[resilience] app ${site} (build copy ${relative(root, distDir)}), content ${appEnv.STORYBLOK_API_URL}, auth emulator ${EMULATOR}, database ${databaseUrl ? `PostgreSQL via proxy 127.0.0.1:${DB_PROXY_PORT}` : 'PGlite'}`);

  // The pages: a post from the home page, /quit-smoking in a few languages (their translated slugs
  // from the route rules' redirect), help, sign-in, the dependency test.
  const home = (await request('/')).text;
  const post = /href="(\/posts\/[^"?#]+)"/.exec(home)?.[1];
  ensure(post, 'no post linked from the home page');
  const quit = ['/quit-smoking'];
  for (const prefix of ['/de', '/fr', '/pl', '/ru']) {
    const r = await request(`${prefix}/quit-smoking`);
    ensure(r.status >= 300 && r.status < 400 && r.headers.get('location'), `${prefix}/quit-smoking did not redirect to its translated slug`);
    quit.push(new URL(r.headers.get('location'), site).pathname);
  }
  const publicPages = ['/', '/de/hilfe', post, ...quit, '/login', '/survey/test'];
  const contentPages = ['/', '/de/hilfe', '/help', post, ...quit, '/imprint', '/de/imprint'];

  // a) Load.
  await check(`load: ${CONNECTIONS} connections for ${SECONDS} s on ${publicPages.length} public pages, no error and no 4xx/5xx`, async () => {
    await all200(publicPages);
    const r = await autocannon({ url: site, connections: CONNECTIONS, duration: SECONDS, timeout: LOAD_TIMEOUT_S, requests: publicPages.map((path) => ({ method: 'GET', path })) });
    Object.assign(figures, { load: { seconds: SECONDS, connections: CONNECTIONS, pages: publicPages, requests: r.requests.total, rps: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, maxMs: r.latency.max, errors: r.errors, timeouts: r.timeouts, status: { '2xx': r['2xx'], '3xx': r['3xx'], '4xx': r['4xx'], '5xx': r['5xx'] } } });
    const summary = `${r.requests.total} requests, ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, 2xx ${r['2xx']}, 3xx ${r['3xx']}, 4xx ${r['4xx']}, 5xx ${r['5xx']}, errors ${r.errors}, unanswered after ${LOAD_TIMEOUT_S} s ${r.timeouts}`;
    ensure(r.errors === 0 && r.timeouts === 0 && r['4xx'] === 0 && r['5xx'] === 0 && r['2xx'] > 0, summary);
    return summary;
  });

  // Clients and load balancers reuse idle connections; Node closes them after 5 s by default, and a
  // request sent as the server closes gets ECONNRESET. `next start` is given KEEP_ALIVE.
  await check('an idle keep-alive connection is still answered after 6 s, on the same socket', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () => new Promise((done, fail) => {
      const req = http.get(`${site}/de/hilfe`, { agent }, (res) => { res.resume(); res.on('end', () => done({ status: res.statusCode, reused: req.reusedSocket })); });
      req.on('error', fail);
    });
    try {
      const first = await get();
      await new Promise((r) => setTimeout(r, 6_000));
      const second = await get();
      ensure(first.status === 200 && second.status === 200, `answers ${first.status}, ${second.status}`);
      ensure(second.reused, 'the server had closed the idle connection');
      return 'second request reused the socket and got 200';
    } finally {
      agent.destroy();
    }
  });

  // b) CMS unreachable.
  const before = `Imprint, published before the outage ${Date.now()}`;
  const during = `Imprint, published during the outage ${Date.now()}`;
  await check('CMS reachable: the app reads its content over HTTP (STORYBLOK_API_URL) and a publish shows up', async () => {
    publishImprint(before);
    await webhook({ action: 'published', full_slug: 'imprint' });
    await until('the published title on /imprint', async () => (await request('/imprint')).text.includes(before));
    return `title "${before.slice(0, 36)}…" served after the webhook`;
  });
  await check('CMS unreachable: cached content pages answer 200, and a webhook during the outage keeps the last good page', async () => {
    await state.content.stop();
    ensure(await unreachable(`http://127.0.0.1:${CONTENT_PORT}/v2/cdn/spaces/me`), 'the content server still answers');
    await all200(contentPages);
    publishImprint(during);
    await webhook({ action: 'published', full_slug: 'imprint' });
    await webhook({}); // and every content page at once
    let answers = 0;
    for (let round = 0; round < 3; round++) {
      for (const path of contentPages) {
        const r = await request(path);
        ensure(r.status === 200, `${path} answered ${r.status} after the webhook, with the CMS down`);
        answers++;
      }
      const imprint = await request('/imprint');
      ensure(imprint.status === 200 && imprint.text.includes(before), `/imprint lost its last good content (${imprint.status})`);
      await sleep(1000); // background revalidations fail meanwhile
    }
    return `${answers} answers 200 on ${contentPages.length} content pages, /imprint still the last good version`;
  });
  await check('CMS back: the next webhook brings the new content', async () => {
    state.content = await startContentServer();
    await webhook({ action: 'published', full_slug: 'imprint' });
    await until('the title published during the outage on /imprint', async () => (await request('/imprint')).text.includes(during));
  });

  // c) Database unreachable (and d) identity) in Chromium.
  const { chromium, devices } = await import('playwright-core');
  state.browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  const newPage = async (cookie) => {
    const context = await state.browser.newContext({ ...devices['Desktop Chrome'], baseURL: site, locale: 'en-US' });
    if (cookie) await context.addCookies([{ name: 'token', value: cookie, url: site }]);
    const page = await context.newPage();
    const crashes = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    return { context, page, crashes };
  };

  const adminPaths = [
    ['/admin', 'en-US'],
    ['/de/admin', 'de-DE'],
  ];
  /** The admin pages in Chromium: the localized server-error page with HTTP 500, in bounded time. */
  const adminShowsServerError = async (cookie) => {
    const times = [];
    for (const [path, locale] of adminPaths) {
      const { context, page, crashes } = await newPage(cookie);
      const started = Date.now();
      const response = await page.goto(path, { timeout: BOUND_MS });
      ensure(response?.status() === 500, `${path} in Chromium: HTTP ${response?.status()}`);
      const title = page.locator('main[data-variant="server-error"] h1');
      await title.waitFor({ timeout: BOUND_MS });
      const text = (await title.textContent())?.trim();
      ensure(text === messages[locale].Errors.serverErrorTitle, `${path}: "${text}" instead of "${messages[locale].Errors.serverErrorTitle}"`);
      ensure(crashes.length === 0, `${path}: uncaught errors in the page: ${crashes.join(' | ')}`);
      times.push(Date.now() - started);
      await context.close();
    }
    const slowest = Math.max(...times);
    ensure(slowest < BOUND_MS, `an admin page took ${slowest} ms`);
    return slowest;
  };

  if (!state.proxy) {
    await check('database unreachable: public pages 200, admin pages the localized 500 page, recovery', async () => {
      throw new Skip('TEST_DATABASE_URL is not set (.ci/run starts PostgreSQL and exports it); the app ran on PGlite');
    });
  } else {
    let adminCookie;
    await check('database reachable: the signed-in admin sees /admin', async () => {
      adminCookie = await sessionCookie(ADMIN);
      const r = await request('/admin', { cookie: adminCookie, timeoutMs: 90_000 }); // first use migrates and seeds
      ensure(r.status === 200 && r.text.includes('data-layout="admin"'), `/admin answered ${r.status}`);
    });
    for (const [how, cut] of [
      ['refuses connections', () => state.proxy.refuse()],
      ['is silent (accepts, never answers)', () => state.proxy.silence()],
    ]) {
      await check(`database unreachable, ${how}: public pages 200, admin pages the localized 500 page in bounded time`, async () => {
        ensure(adminCookie, 'no admin session (the reachable check failed)');
        await cut();
        await all200(publicPages);
        const slowest = await adminShowsServerError(adminCookie);
        return `${publicPages.length} public pages 200; /admin and /de/admin: 500 "${messages['en-US'].Errors.serverErrorTitle}" / "${messages['de-DE'].Errors.serverErrorTitle}", slowest ${(slowest / 1000).toFixed(1)} s`;
      });
    }
    await check('database back: admin pages work again', async () => {
      ensure(adminCookie, 'no admin session (the reachable check failed)');
      const started = Date.now();
      await state.proxy.restore();
      await until('/admin answering 200', async () => (await request('/admin', { cookie: adminCookie })).status === 200);
      const { context, page } = await newPage(adminCookie);
      const response = await page.goto('/de/admin', { timeout: BOUND_MS });
      ensure(response?.status() === 200, `/de/admin in Chromium: HTTP ${response?.status()}`);
      await page.locator('[data-layout="admin"]').waitFor({ timeout: BOUND_MS });
      await context.close();
      return `recovered ${((Date.now() - started) / 1000).toFixed(1)} s after the proxy came back`;
    });
  }

  // d) Identity service unreachable.
  const signInPages = [];
  await check('identity service unreachable: sign-in on /login and /de/login shows the localized network error, nothing crashes', async () => {
    await state.emulator.stop();
    state.emulator = null;
    ensure(await unreachable(`http://${EMULATOR}/`), 'the Auth emulator still answers');
    for (const [path, locale] of [
      ['/login', 'en-US'],
      ['/de/login', 'de-DE'],
    ]) {
      const tab = await newPage();
      signInPages.push({ ...tab, path, locale });
      const { page, crashes } = tab;
      await page.goto(path, { timeout: BOUND_MS });
      await page.locator('.auth-screen[data-ready]').waitFor({ timeout: BOUND_MS });
      await page.locator('.auth-screen input[type=email]').fill(MEMBER.email);
      await page.locator('.auth-screen input[type=password]').fill(MEMBER.password);
      await page.locator('.auth-screen button[type=submit]').click();
      const alert = page.locator('.auth-screen [role=alert]');
      const expected = messages[locale].Auth.errors.network;
      await until(`the network error on ${path}`, async () => (await alert.textContent())?.trim() === expected, BOUND_MS).catch(async (error) => {
        throw new Error(`${error.message}; the alert says "${(await alert.textContent())?.trim()}"`);
      });
      ensure(await page.locator('.auth-screen button[type=submit]').isEnabled(), `${path}: the form stayed busy`);
      ensure(crashes.length === 0, `${path}: page errors ${crashes.join(' | ')}`);
    }
    await all200(['/', '/de/hilfe']);
    return `"${messages['en-US'].Auth.errors.network}" / "${messages['de-DE'].Auth.errors.network}"`;
  });
  await check('identity service back: the same sign-in forms sign in', async () => {
    if (!state.emulator) {
      state.emulator = await startAuthEmulator({ hostPort: EMULATOR, dataDir: join(dataDir, 'auth'), persist: false });
      await seedAccounts(EMULATOR);
    }
    ensure(signInPages.length, 'no sign-in page left from the outage check');
    for (const { page, context, path, crashes } of signInPages) {
      await page.locator('.auth-screen button[type=submit]').click();
      await page.waitForURL((url) => !url.pathname.endsWith('/login') && !url.pathname.endsWith('/anmelden'), { timeout: BOUND_MS });
      const cookies = await context.cookies(site);
      ensure(cookies.some((c) => c.name === 'token'), `${path}: signed in, but no session cookie`);
      ensure(crashes.length === 0, `${path}: page errors ${crashes.join(' | ')}`);
      await context.close();
    }
    return 'retried without reloading; session cookie set';
  });

  await check('the app process stayed up through every fault, with no uncaught exception', async () => {
    const log = relative(root, join(dataDir, 'app.log'));
    ensure(!appExited(), `next start exited (${state.app.child.exitCode ?? state.app.child.signalCode}); see ${log}`);
    await all200(['/']);
    const uncaught = readFileSync(join(dataDir, 'app.log'), 'utf8').match(/uncaughtException|unhandledRejection/g) ?? [];
    ensure(uncaught.length === 0, `${uncaught.length} uncaught exceptions or rejections in ${log}`);
  });
}

async function cleanup() {
  await state.browser?.close().catch(() => {});
  await state.app?.stop().catch(() => {});
  await state.content?.stop().catch(() => {});
  await state.proxy?.close().catch(() => {});
  await state.emulator?.stop().catch(() => {});
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (state.database) {
    try {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: state.database.url, connectionTimeoutMillis: 10_000 });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${state.database.name} WITH (FORCE)`);
      await admin.end();
    } catch (error) {
      console.error(`[resilience] could not drop ${state.database.name}: ${error.message}`);
    }
  }
  rmSync(distDir, { recursive: true, force: true });
}

let crashed = null;
try {
  await main();
} catch (error) {
  crashed = error;
  console.log(`FAIL  setup: ${error.stack ?? error.message}`);
  results.push({ name: 'setup', status: 'failed', detail: error.message });
} finally {
  await cleanup();
}

const count = (status) => results.filter((r) => r.status === status).length;
const [passed, failed, skipped] = [count('passed'), count('failed'), count('skipped')];
mkdirSync(join(root, 'test-results'), { recursive: true });
writeFileSync(join(root, 'test-results', 'resilience.json'), JSON.stringify({ date: new Date().toISOString(), passed, failed, skipped, checks: results, ...figures }, null, 2) + '\n');
if (failed) console.log(`[resilience] the app's log: ${relative(root, join(dataDir, 'app.log'))}`);
if (skipped) console.log(`[resilience] ${skipped} skipped`);
console.log(`resilience: ${passed} passed, ${failed} failed`);
process.exit(failed || crashed ? 1 : 0);
