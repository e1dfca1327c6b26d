// `npm start` runs what production runs (deploy/Dockerfile): the standalone server.js of the build,
// serving pages, the build's static files and public/, with idle connections kept 65 s; without a
// build it says so. On the build the resilience suite uses (NEXT_DIST_DIR or .next, built if missing).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfMissing, embeddedEnv, root, waitForUrl } from '../../scripts/serve.mjs';

const PORT = Number(process.env.RESILIENCE_PORT || 3300) + 20;
const origin = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'exhale-npm-start-'));
const env = (() => {
  const e = embeddedEnv({ PORT: String(PORT), HOST: 'localhost', SITE_URL: origin, EXHALE_DATA_DIR: dataDir });
  for (const key of Object.keys(e)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete e[key];
  return e;
})();
let server: ReturnType<typeof spawn> | null = null;
let output = '';

beforeAll(async () => {
  buildIfMissing({ env, label: '[npm start test]' });
  // Its own process group: npm and the server it starts are stopped together.
  server = spawn('npm', ['start', '--silent'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (c: Buffer) => (output += c));
  server.stderr!.on('data', (c: Buffer) => (output += c));
  await waitForUrl(`${origin}/`, { timeoutMs: 60_000 });
});

afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

/** One GET on a fresh connection: status, headers, body. */
const get = (path: string) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    request(`${origin}${path}`, { agent: false, headers: { connection: 'keep-alive' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });

describe('npm start', () => {
  it('serves pages from the standalone server, not next start', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<h1');
    expect(output).not.toMatch(/does not work with "output: standalone"/);
  });

  it("serves the build's static files and public/", async () => {
    const home = await get('/');
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(script).toBeDefined();
    const js = await get(script!);
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    const svg = await get('/illustrations/hero.svg');
    expect(svg.status).toBe(200);
    expect(svg.body).toContain('<svg');
  });

  it("keeps idle connections longer than a load balancer's 60 s", async () => {
    const { headers } = await get('/');
    expect(headers['keep-alive']).toBe('timeout=65');
  });

  it('without a build, says to build first and exits 1', () => {
    const empty = mkdtempSync(join(tmpdir(), 'exhale-no-build-'));
    try {
      const r = spawnSync('npm', ['start', '--silent'], { cwd: root, env: { ...env, NEXT_DIST_DIR: empty }, encoding: 'utf8', timeout: 30_000 });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('npm run build');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
