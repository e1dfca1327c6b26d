// The production topology on one machine (`npm run topology`: PostgreSQL, Redis, the CMS API server,
// the Auth emulator, two instances, nginx as the caching edge), seen from a visitor through the edge.
// Ports are chosen free here, so the test runs beside anything else. Under CI the failover load is
// shorter. Uses the production build in NEXT_DIST_DIR (.next), built if missing.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const dataDir = resolve(root, process.env.TOPOLOGY_DATA_DIR || '.data/topology-test');
const CI = Boolean(process.env.CI);

/** Whether every port in [base, base + count) can be bound on 127.0.0.1 now. */
async function free(base: number, count = 1) {
  for (let p = base; p < base + count; p++) {
    const ok = await new Promise<boolean>((done) => {
      const s = createServer()
        .once('error', () => done(false))
        .listen(p, '127.0.0.1', () => s.close(() => done(true)));
    });
    if (!ok) return false;
  }
  return true;
}

/** A run of `count` free ports from `start` (stepping by `count` past busy ones). */
async function freePorts(start: number, count: number, taken: Set<number>) {
  for (let base = start; base < start + 400; base += count) {
    const run = Array.from({ length: count }, (_, i) => base + i);
    if (run.some((p) => taken.has(p))) continue;
    if (await free(base, count)) {
      run.forEach((p) => taken.add(p));
      return base;
    }
  }
  throw new Error(`no ${count} free ports from ${start}`);
}

let topology: ChildProcess;
let output = '';
let edge = '';
let instances: Array<{ url: string; pid: number }> = [];
const secret = 'local-webhook-secret';

beforeAll(async () => {
  const taken = new Set<number>();
  const ports = {
    edge: await freePorts(Number(process.env.TOPOLOGY_TEST_EDGE_PORT || 8180), 1, taken),
    instance: await freePorts(Number(process.env.TOPOLOGY_TEST_INSTANCE_PORT || 3520), 2, taken),
    emulator: await freePorts(Number(process.env.TOPOLOGY_TEST_EMULATOR_PORT || 9620), 3, taken),
    redis: await freePorts(Number(process.env.TOPOLOGY_TEST_REDIS_PORT || 6480), 1, taken),
    content: await freePorts(Number(process.env.TOPOLOGY_TEST_CONTENT_PORT || 9680), 1, taken),
  };
  mkdirSync(dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    EDGE_PORT: String(ports.edge),
    TOPOLOGY_INSTANCES: '2',
    TOPOLOGY_INSTANCE_PORT: String(ports.instance),
    TOPOLOGY_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.emulator}`,
    TOPOLOGY_REDIS_PORT: String(ports.redis),
    TOPOLOGY_CONTENT_PORT: String(ports.content),
    TOPOLOGY_DATA_DIR: dataDir,
    TOPOLOGY_DATABASE: process.env.TOPOLOGY_DATABASE || 'exhale_topology_test',
    STORYBLOK_WEBHOOK_SECRET: secret,
  };
  for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete env[key];
  // `npm run topology` is `node scripts/topology.mjs`: started directly, so that SIGTERM reaches it.
  topology = spawn(process.execPath, [join(root, 'scripts/topology.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const ready = new Promise<void>((done, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /^edge: (http:\/\/\S+)$/m.exec(output);
      if (m) {
        edge = m[1]!;
        instances = [...output.matchAll(/instance \d+: (http:\/\/\S+) \(pid (\d+)/g)].map((x) => ({ url: x[1]!, pid: Number(x[2]) }));
        done();
      }
    };
    topology.stdout!.on('data', read);
    topology.stderr!.on('data', read);
    topology.once('exit', (code) => fail(new Error(`the topology exited (${code}):\n${output.slice(-3000)}`)));
  });
  await ready;
}, 30 * 60_000);

afterAll(async () => {
  if (!topology || topology.exitCode !== null) return;
  const exited = new Promise((done) => topology.once('exit', done));
  topology.kill('SIGTERM');
  await Promise.race([exited, new Promise((done) => setTimeout(done, 50_000))]);
  writeFileSync(join(dataDir, 'topology-output.log'), output);
}, 60_000);

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(path, edge), { headers, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** An ID token from the Auth emulator for a seeded account (what the app's sign-in form gets). */
async function idToken(email: string, password: string) {
  const host = /auth emulator: http:\/\/(\S+)/.exec(output)![1];
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken: string };
  expect(body.idToken, `sign-in of ${email}`).toBeTruthy();
  return body.idToken;
}

describe('through the caching edge', () => {
  it('prints the edge and both instances', () => {
    expect(edge).toMatch(/^http:\/\/localhost:\d+$/);
    expect(instances).toHaveLength(2);
  });

  it('a second request for a content page is a cache HIT, with no Set-Cookie', async () => {
    for (const path of ['/de/hilfe', '/help', '/fr']) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      const second = await get(path);
      expect(second.status, path).toBe(200);
      expect(second.headers.get('x-cache-status'), path).toBe('HIT');
      expect(second.headers.get('set-cookie'), path).toBeNull();
      expect(second.text, path).toBe(first.text);
    }
  });

  it('a German and an English visitor of / each get their own answer, however often they come', async () => {
    for (let round = 0; round < 3; round++) {
      const german = await get('/', { 'accept-language': 'de-DE,de;q=0.9' });
      expect(german.status).toBe(307);
      expect(new URL(german.headers.get('location')!, edge).pathname).toBe('/de');
      expect(german.headers.get('x-cache-status')).not.toBe('HIT');
      const english = await get('/', { 'accept-language': 'en-US,en;q=0.9' });
      expect(english.status).toBe(200);
      expect(english.text).toContain('<html lang="en-US"');
      expect(english.headers.get('x-cache-status')).not.toBe('HIT');
      const russian = await get('/', { cookie: 'NEXT_LOCALE=ru-RU', 'accept-language': 'en-US' });
      expect(new URL(russian.headers.get('location')!, edge).pathname).toBe('/ru');
    }
  });

  it('admin pages are never HITs, signed out or signed in', async () => {
    const token = await idToken('admin@example.test', 'local-admin-password');
    const session = await fetch(new URL('/api/session', edge), { method: 'POST', headers: { authorization: `Bearer ${token}`, origin: edge } });
    expect(session.status).toBe(200);
    const cookie = session.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/token=/);
    for (let i = 0; i < 3; i++) {
      const signedIn = await get('/admin', { cookie });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('cache-control')).toMatch(/private/);
      expect(signedIn.headers.get('x-cache-status')).not.toBe('HIT');
      const signedOut = await get('/admin');
      expect(signedOut.status).toBe(307);
      expect(signedOut.headers.get('x-cache-status')).not.toBe('HIT');
    }
  });

  it('a publish shows on every request through the edge, and on both instances, within 10 s', async () => {
    const file = join(dataDir, 'content/stories/de/help.json');
    const story = JSON.parse(readFileSync(file, 'utf8'));
    const title = `Hilfe ${Date.now()}`;
    expect((await get('/de/hilfe')).text).not.toContain(title);
    // Both instances have the page in their cache before the publish, which reaches only one of them.
    for (const instance of instances) expect(await (await fetch(new URL('/de/hilfe', instance.url))).text(), instance.url).not.toContain(title);
    story.content.title = title;
    writeFileSync(file, JSON.stringify(story, null, 2));
    const hook = await fetch(new URL(`/api/storyblok/webhook?secret=${secret}`, edge), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'published', full_slug: 'help' }),
    });
    expect(hook.status).toBe(200);
    const start = Date.now();
    // From the first request that shows it, every following one does too, through the edge and at each instance.
    let streak = 0;
    while (streak < 10 && Date.now() - start < 10_000) {
      const seen = (await get('/de/hilfe')).text.includes(title);
      streak = seen ? streak + 1 : 0;
      if (!seen) await new Promise((r) => setTimeout(r, 200));
    }
    expect(streak, `the new title through the edge within 10 s (${Date.now() - start} ms)`).toBe(10);
    expect(Date.now() - start).toBeLessThan(10_000);
    for (const instance of instances) {
      const direct = await fetch(new URL('/de/hilfe', instance.url));
      expect(await direct.text(), instance.url).toContain(title);
    }
  });

  it('14 code guesses by one member across both instances: limited after 10', async () => {
    const token = await idToken('member@example.test', 'local-member-password');
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      // Alternately at each instance, as a load balancer would send them.
      const res = await fetch(new URL('/api/fn/redeemCode', instances[i % 2]!.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: JSON.stringify({ data: { code: `WRONG${String(i).padStart(4, '0')}` } }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });

  it('stopping one instance loses no request for more than a few seconds', async () => {
    const paths = ['/', '/api/build'];
    const failures: number[] = [];
    let served = 0;
    const until = Date.now() + (CI ? 5_000 : 12_000);
    let stopped = false;
    const load = (async () => {
      for (let i = 0; Date.now() < until; i++) {
        const at = Date.now();
        try {
          const res = await get(paths[i % paths.length]!, { 'accept-language': 'en-US' });
          if (res.status >= 500) failures.push(at);
          else served++;
        } catch {
          failures.push(at);
        }
        if (!stopped && Date.now() > until - (CI ? 4_000 : 9_000)) {
          stopped = true;
          process.kill(instances[0]!.pid, 'SIGTERM');
        }
      }
    })();
    await load;
    expect(stopped).toBe(true);
    expect(served).toBeGreaterThan(20);
    const window = failures.length ? failures[failures.length - 1]! - failures[0]! : 0;
    expect(window, `${failures.length} failed requests`).toBeLessThan(3_000);
    // Afterwards the remaining instance answers everything.
    for (let i = 0; i < 6; i++) expect((await get('/api/build')).status).toBe(200);
  });
});
