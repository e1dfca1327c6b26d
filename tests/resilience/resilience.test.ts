// Load and fault tests on the production build with embedded backends (`npm run test:resilience`; the
// system is set up by ./harness.ts). In order, on one running app:
//   load      RESILIENCE_CONNECTIONS (100) connections for RESILIENCE_SECONDS (30) on mixed public pages
//             (autocannon): no error, no 4xx/5xx; figures in test-results/resilience-load.json
//   keep-alive an idle connection is still answered after 6 s, on the same socket
//   CMS       the app reads content over HTTP (STORYBLOK_API_URL); stopped: content pages still 200, a
//             webhook during the outage keeps the last good page; back: the next webhook brings the new
//   database  (TEST_DATABASE_URL, else skipped) cut by the TCP proxy (refused, then silent): public
//             pages 200, admin pages the localized 500 page in bounded time; restored: admin works again
//   identity  the Auth emulator stopped: sign-in on /login and /de/login shows the localized network
//             error in Chromium; restarted: the same form signs in
// The restart on the same data: ./restart.test.ts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join, relative } from 'node:path';
import autocannon from 'autocannon';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root, waitFor } from '../../scripts/serve.mjs';
import { expectAdminServerError, expectServerRenderedError, launchBrowser, newPage } from './browser';
import {
  ADMIN,
  appLog,
  BOUND_MS,
  CONTENT_URL,
  distDir,
  EMULATOR,
  MEMBER,
  messages,
  publishImprint,
  site,
  startContentServer,
  startEmulator,
  startStack,
  stopStack,
  type Stack,
} from './harness';
import { expectAll200, request, sessionCookie, unreachable, webhook } from './http';

const SECONDS = Number(process.env.RESILIENCE_SECONDS || 30);
const CONNECTIONS = Number(process.env.RESILIENCE_CONNECTIONS || 100);
/**
 * Under load, a request unanswered after this many seconds counts as an error (autocannon's default
 * is 10 s; on a saturated 2-core machine the first requests of new connections can wait that long
 * while the busy keep-alive connections are served, which is latency, reported as max, not failure).
 */
const LOAD_TIMEOUT_S = 30;

let stack: Stack;
let browser: Browser;
let publicPages: string[] = [];
let contentPages: string[] = [];

beforeAll(async () => {
  stack = await startStack();
  // The pages: a post from the home page, /quit-smoking in a few languages (their translated slugs
  // from the route rules' redirect), help, sign-in, the dependency test.
  const home = (await request('/')).text;
  const post = /href="(\/posts\/[^"?#]+)"/.exec(home)?.[1];
  expect(post, 'a post linked from the home page').toBeTruthy();
  const quit = ['/quit-smoking'];
  for (const prefix of ['/de', '/fr', '/pl', '/ru']) {
    const r = await request(`${prefix}/quit-smoking`);
    expect(r.status, `${prefix}/quit-smoking redirects to its translated slug`).toBeGreaterThanOrEqual(300);
    expect(r.status).toBeLessThan(400);
    quit.push(new URL(r.headers.get('location')!, site).pathname);
  }
  publicPages = ['/', '/de/hilfe', post!, ...quit, '/login', '/survey/test'];
  contentPages = ['/', '/de/hilfe', '/help', post!, ...quit, '/imprint', '/de/imprint'];
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close().catch(() => {});
  await stopStack(stack);
});

describe('load', () => {
  it(
    `${CONNECTIONS} connections for ${SECONDS} s on the public pages: no error and no 4xx/5xx`,
    { timeout: (SECONDS + LOAD_TIMEOUT_S + 120) * 1000 },
    async () => {
      await expectAll200(publicPages);
      const r = await autocannon({
        url: site,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: LOAD_TIMEOUT_S,
        requests: publicPages.map((path) => ({ method: 'GET', path })),
      });
      const figures = {
        seconds: SECONDS,
        connections: CONNECTIONS,
        pages: publicPages,
        requests: r.requests.total,
        rps: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        maxMs: r.latency.max,
        errors: r.errors,
        timeouts: r.timeouts,
        status: { '2xx': r['2xx'], '3xx': r['3xx'], '4xx': r['4xx'], '5xx': r['5xx'] },
      };
      mkdirSync(join(root, 'test-results'), { recursive: true });
      writeFileSync(join(root, 'test-results', 'resilience-load.json'), JSON.stringify({ date: new Date().toISOString(), load: figures }, null, 2) + '\n');
      console.log(
        `[resilience] load: ${r.requests.total} requests, ${figures.rps} req/s, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, 2xx ${r['2xx']}, 3xx ${r['3xx']}, 4xx ${r['4xx']}, 5xx ${r['5xx']}, errors ${r.errors}, unanswered after ${LOAD_TIMEOUT_S} s ${r.timeouts}`,
      );
      expect({ errors: r.errors, timeouts: r.timeouts, '4xx': r['4xx'], '5xx': r['5xx'] }).toEqual({ errors: 0, timeouts: 0, '4xx': 0, '5xx': 0 });
      expect(r['2xx']).toBeGreaterThan(0);
    },
  );

  // Clients and load balancers reuse idle connections; Node closes them after 5 s by default, and a
  // request sent as the server closes gets ECONNRESET. `next start` is given KEEP_ALIVE.
  it('an idle keep-alive connection is still answered after 6 s, on the same socket', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status?: number; reused: boolean }>((done, fail) => {
        const req = http.get(`${site}/de/hilfe`, { agent }, (res) => {
          res.resume();
          res.on('end', () => done({ status: res.statusCode, reused: req.reusedSocket }));
        });
        req.on('error', fail);
      });
    try {
      const first = await get();
      await new Promise((r) => setTimeout(r, 6_000)); // the idle time itself is what is tested
      const second = await get();
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.reused, 'the second request went over the first socket').toBe(true);
    } finally {
      agent.destroy();
    }
  });
});

describe('CMS', () => {
  const before = `Imprint, published before the outage ${Date.now()}`;
  const during = `Imprint, published during the outage ${Date.now()}`;

  it('reachable: the app reads its content over HTTP (STORYBLOK_API_URL) and a publish shows up', async () => {
    publishImprint(before);
    await webhook({ action: 'published', full_slug: 'imprint' });
    await waitFor('the published title on /imprint', async () => (await request('/imprint')).text.includes(before));
  });

  it('unreachable: cached content pages answer 200, and a webhook during the outage keeps the last good page', async () => {
    await stack.content?.stop();
    stack.content = null;
    expect(await unreachable(`${CONTENT_URL}/v2/cdn/spaces/me`), 'the content server is down').toBe(true);
    await expectAll200(contentPages);
    publishImprint(during);
    await webhook({ action: 'published', full_slug: 'imprint' });
    await webhook({}); // and every content page at once
    for (let round = 0; round < 3; round++) {
      await expectAll200(contentPages);
      const imprint = await request('/imprint');
      expect(imprint.status).toBe(200);
      expect(imprint.text.includes(before), '/imprint keeps its last good content').toBe(true);
      await new Promise((r) => setTimeout(r, 1000)); // background revalidations fail meanwhile; the next round asks again
    }
  });

  it('back: the next webhook brings the new content', async () => {
    stack.content = await startContentServer();
    await webhook({ action: 'published', full_slug: 'imprint' });
    await waitFor('the title published during the outage on /imprint', async () => (await request('/imprint')).text.includes(during));
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('database (TEST_DATABASE_URL; .ci/run starts PostgreSQL and exports it)', () => {
  let adminCookie: string | undefined;

  it('reachable: the signed-in admin sees /admin', { timeout: 120_000 }, async () => {
    adminCookie = await sessionCookie(ADMIN);
    const r = await request('/admin', { cookie: adminCookie, timeoutMs: 90_000 }); // first use migrates and seeds
    expect(r.status).toBe(200);
    expect(r.text).toContain('data-layout="admin"');
  });

  for (const [how, cut] of [
    ['refuses connections', () => stack.proxy!.refuse()],
    ['is silent (accepts, never answers)', () => stack.proxy!.silence()],
  ] as const) {
    it(`unreachable, ${how}: public pages 200, admin pages the localized 500 page in bounded time`, { timeout: 120_000 }, async () => {
      expect(adminCookie, 'an admin session from the reachable test').toBeTruthy();
      await cut();
      await expectAll200(publicPages);
      await expectServerRenderedError(adminCookie!);
      // The health answer (for the edge's and the container's checks) says so.
      await waitFor('/api/health answering 503', async () => (await request('/api/health')).status === 503);
      expect(JSON.parse((await request('/api/health')).text)).toMatchObject({ status: 'unavailable', database: 'unreachable' });
      const slowest = await expectAdminServerError(browser, adminCookie!);
      console.log(`[resilience] database ${how}: /admin, /de/admin and /ru/admin 500, slowest ${(slowest / 1000).toFixed(1)} s`);
    });
  }

  it('back: admin pages work again', { timeout: 120_000 }, async () => {
    expect(adminCookie, 'an admin session from the reachable test').toBeTruthy();
    await stack.proxy!.restore();
    await waitFor('/admin answering 200', async () => (await request('/admin', { cookie: adminCookie })).status === 200);
    const { context, page } = await newPage(browser, adminCookie);
    const response = await page.goto('/de/admin', { timeout: BOUND_MS });
    expect(response?.status()).toBe(200);
    await page.locator('[data-layout="admin"]').waitFor({ timeout: BOUND_MS });
    await context.close();
  });
});

describe('identity service', () => {
  const signInPages: (Awaited<ReturnType<typeof newPage>> & { path: string })[] = [];

  it('unreachable: sign-in on /login and /de/login shows the localized network error, nothing crashes', { timeout: 120_000 }, async () => {
    await stack.emulator?.stop();
    stack.emulator = null;
    expect(await unreachable(`http://${EMULATOR}/`), 'the Auth emulator is down').toBe(true);
    for (const [path, locale] of [
      ['/login', 'en-US'],
      ['/de/login', 'de-DE'],
    ] as const) {
      const tab = await newPage(browser);
      signInPages.push({ ...tab, path });
      const { page, crashes } = tab;
      await page.goto(path, { timeout: BOUND_MS });
      await page.locator('.auth-screen[data-ready]').waitFor({ timeout: BOUND_MS });
      await page.locator('.auth-screen input[type=email]').fill(MEMBER.email);
      await page.locator('.auth-screen input[type=password]').fill(MEMBER.password);
      await page.locator('.auth-screen button[type=submit]').click();
      const alert = page.locator('.auth-screen [role=alert]').filter({ hasText: messages[locale].Auth.errors.network });
      await alert.waitFor({ timeout: BOUND_MS }).catch(async (error: Error) => {
        throw new Error(`${error.message}; the alert says "${(await page.locator('.auth-screen [role=alert]').allTextContents()).join(' | ')}"`);
      });
      expect((await alert.textContent())?.trim()).toBe(messages[locale].Auth.errors.network);
      expect(await page.locator('.auth-screen button[type=submit]').isEnabled(), `${path}: the form is usable again`).toBe(true);
      expect(crashes, `${path}: uncaught errors in the page`).toEqual([]);
    }
    await expectAll200(['/', '/de/hilfe']);
  });

  it('back: the same sign-in forms sign in, without reloading', { timeout: 120_000 }, async () => {
    stack.emulator ??= await startEmulator();
    expect(signInPages.length, 'sign-in pages left from the outage test').toBe(2);
    for (const { page, context, path, crashes } of signInPages) {
      await page.locator('.auth-screen button[type=submit]').click();
      await page.waitForURL((url) => !url.pathname.endsWith('/login') && !url.pathname.endsWith('/anmelden'), { timeout: BOUND_MS });
      const cookies = await context.cookies(site);
      expect(
        cookies.map((c) => c.name),
        `${path}: a session cookie`,
      ).toContain('token');
      expect(crashes, `${path}: uncaught errors in the page`).toEqual([]);
      await context.close();
    }
  });
});

it('the standalone server.js (what the container runs) in production mode without its variables exits at once, naming each one', async () => {
  const { spawn } = await import('node:child_process');
  const server = spawn(process.execPath, [join(distDir, 'standalone', 'server.js')], {
    env: { PATH: process.env.PATH, EXHALE_MODE: 'production', NODE_ENV: 'production', PORT: '3317', HOSTNAME: 'localhost' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL');
      resolve(null);
    }, 60_000);
    server.on('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  expect(code, output).toBe(1);
  for (const name of ['SITE_URL', 'SESSION_SECRET', 'DATABASE_URL', 'FIREBASE_PROJECT_ID']) expect(output).toContain(`${name} is missing`);
}, 90_000);

it('the app process stayed up through every fault, with no uncaught exception', async () => {
  expect(stack.app.exited(), `next start exited; see ${relative(root, appLog)}`).toBe(false);
  await expectAll200(['/']);
  const uncaught = readFileSync(appLog, 'utf8').match(/uncaughtException|unhandledRejection/g) ?? [];
  expect(uncaught, `uncaught exceptions or rejections in ${relative(root, appLog)}`).toEqual([]);
});
