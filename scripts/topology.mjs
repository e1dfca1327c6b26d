#!/usr/bin/env node
// `npm run topology`: production's shape on one machine. PostgreSQL (Debian's server, or DATABASE_URL),
// Redis (the Next.js cache and tags, the rate limits), the embedded Content Delivery API server over
// $TOPOLOGY_DATA_DIR/content (copied from content/ at first start: edit a story there and post the
// webhook to publish), the Auth emulator with the seeded accounts, TOPOLOGY_INSTANCES production
// builds of Exhale (the build's standalone server.js as in deploy/Dockerfile, built first if missing), the job queue's worker and nginx as the caching edge with
// deploy/nginx.conf.template on EDGE_PORT. Prints `edge: http://localhost:<EDGE_PORT>` once everything
// answers; SIGINT or SIGTERM stops what it started. Installs nginx, redis-server and postgresql from
// Debian when missing (as root), like .ci/run.
//
// Environment (defaults): EDGE_PORT (8080), TOPOLOGY_INSTANCES (2), TOPOLOGY_WORKERS (job queue
// workers, scripts/worker.mjs: 1), TOPOLOGY_INSTANCE_PORT (first
// instance's port, 3400; the next ones follow), TOPOLOGY_DATA_DIR (.data/topology),
// TOPOLOGY_AUTH_EMULATOR_HOST (127.0.0.1:9599, and the next two ports), TOPOLOGY_REDIS_PORT (6399;
// REDIS_URL to use a running Redis instead), TOPOLOGY_CONTENT_PORT (9598), DATABASE_URL (else the
// Debian cluster's database TOPOLOGY_DATABASE, exhale_topology, owned by role exhale/exhale),
// NEXT_DIST_DIR (.next), STORYBLOK_WEBHOOK_SECRET (local-webhook-secret).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { lookup } from 'node:dns/promises';
import { join, relative, resolve } from 'node:path';
import { SEEDED, seedAccounts, sessionSecret, startAuthEmulator } from './emulator.mjs';
import { bin, buildIfMissing, distDir, embeddedEnv, root, startChild, startNext, waitFor, waitForUrl } from './serve.mjs';

const EDGE_PORT = Number(process.env.EDGE_PORT || 8080);
const INSTANCES = Number(process.env.TOPOLOGY_INSTANCES || 2);
const WORKERS = Number(process.env.TOPOLOGY_WORKERS ?? 1);
const FIRST_PORT = Number(process.env.TOPOLOGY_INSTANCE_PORT || 3400);
const dataDir = resolve(root, process.env.TOPOLOGY_DATA_DIR || join('.data', 'topology'));
const EMULATOR = process.env.TOPOLOGY_AUTH_EMULATOR_HOST || '127.0.0.1:9599';
const REDIS_PORT = Number(process.env.TOPOLOGY_REDIS_PORT || 6399);
const CONTENT_PORT = Number(process.env.TOPOLOGY_CONTENT_PORT || 9598);
const WEBHOOK_SECRET = process.env.STORYBLOK_WEBHOOK_SECRET || 'local-webhook-secret';
const site = `http://localhost:${EDGE_PORT}`;
const log = (/** @type {string} */ line) => console.log(`[topology] ${line}`);

/** @type {Array<{ name: string, stop: () => Promise<void> }>} in start order; stopped in reverse */
const started = [];
let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const { name, stop } of started.reverse()) {
    await stop().catch((error) => console.error(`[topology] stopping ${name}: ${error.message}`));
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...options });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${(r.stderr || r.stdout || '').trim()}`);
  return r.stdout.trim();
}
const has = (/** @type {string} */ cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;

/** Debian packages for what is missing (as root, like .ci/run). */
function installMissing() {
  const need = [];
  if (!has('nginx') && !existsSync('/usr/sbin/nginx')) need.push('nginx');
  if (!process.env.REDIS_URL && !has('redis-server')) need.push('redis-server');
  if (!process.env.DATABASE_URL && !has('pg_ctlcluster')) need.push('postgresql');
  if (need.length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`missing ${need.join(', ')}: install them (apt-get install ${need.join(' ')}) or run as root`);
  log(`installing from Debian: ${need.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...need], { env });
}

/** DATABASE_URL, or a database on the machine's Debian PostgreSQL cluster (started if stopped). */
function database() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const name = process.env.TOPOLOGY_DATABASE || 'exhale_topology';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`TOPOLOGY_DATABASE: not a plain name: ${name}`);
  const [version, cluster, port, status] = run('pg_lsclusters', ['-h']).split('\n')[0].split(/\s+/);
  if (!version) throw new Error('no PostgreSQL cluster (pg_lsclusters): set DATABASE_URL');
  if (status !== 'online') {
    run('pg_ctlcluster', [version, cluster, 'start']);
    // Stopped again at the end only because this script started it.
    started.push({ name: 'PostgreSQL', stop: async () => void run('pg_ctlcluster', [version, cluster, 'stop']) });
  }
  const psql = (/** @type {string} */ sql) => run('su', ['postgres', '-c', `psql -tAc "${sql}"`]);
  let ready = false;
  for (let i = 0; i < 30 && !ready; i++) {
    try {
      ready = psql('select 1') === '1';
    } catch {
      spawnSync('sleep', ['1']);
    }
  }
  if (psql("select 1 from pg_roles where rolname='exhale'") !== '1') psql("create role exhale login createdb password 'exhale'");
  if (psql(`select 1 from pg_database where datname='${name}'`) !== '1') run('su', ['postgres', '-c', `createdb -O exhale ${name}`]);
  return `postgres://exhale:exhale@127.0.0.1:${port}/${name}`;
}

/** A Redis of our own (no persistence), or REDIS_URL. */
async function redis() {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const server = startChild('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    log: join(dataDir, 'redis.log'),
  });
  started.push({ name: 'Redis', stop: () => server.stop() });
  const url = `redis://127.0.0.1:${REDIS_PORT}`;
  await waitFor(
    `Redis on ${url}`,
    () => server.exited() || spawnSync('redis-cli', ['-p', String(REDIS_PORT), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG',
  );
  if (server.exited()) throw new Error(`redis-server exited; see ${relative(root, join(dataDir, 'redis.log'))}`);
  return url;
}

/** The embedded Content Delivery API over dataDir/content (a copy of content/, made at first start). */
async function contentServer() {
  const contentDir = join(dataDir, 'content');
  if (!existsSync(contentDir)) cpSync(join(root, 'content'), contentDir, { recursive: true });
  const server = startChild(bin('tsx'), ['--conditions=react-server', join(root, 'tests/resilience/content-server.mts'), String(CONTENT_PORT), contentDir], {
    env: embeddedEnv({ NODE_ENV: undefined }),
    log: join(dataDir, 'content-server.log'),
  });
  started.push({ name: 'content server', stop: () => server.stop() });
  const url = `http://127.0.0.1:${CONTENT_PORT}`;
  await waitFor(`the content server on ${url}`, async () => server.exited() || (await fetch(`${url}/v2/cdn/spaces/me`)).status < 500);
  if (server.exited()) throw new Error(`the content server exited; see ${relative(root, join(dataDir, 'content-server.log'))}`);
  return { url: `${url}/v2`, dir: contentDir };
}

/** Applies the migrations once, before the instances start (they would otherwise race at first use). */
function migrate(databaseUrl, env) {
  const script = `const m = await import(${JSON.stringify(join(root, 'lib/db/index.ts'))}); const { close } = await (m.openDb ?? m.default.openDb)(process.env.DATABASE_URL); await close();`;
  const r = spawnSync(bin('tsx'), ['--conditions=react-server', '--input-type=module', '-e', script], {
    cwd: root,
    env: { ...env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`migrations failed: ${(r.stderr || r.stdout).trim().split('\n').slice(-5).join('\n')}`);
}

/**
 * The build's standalone server (`output: 'standalone'`, what deploy/Dockerfile runs), with the files
 * Next.js serves itself copied beside it as the Dockerfile does; null for a build without one.
 */
function standalone(dist) {
  const dir = join(dist, 'standalone');
  if (!existsSync(join(dir, 'server.js'))) return null;
  cpSync(join(dist, 'static'), join(dir, relative(root, dist), 'static'), { recursive: true });
  cpSync(join(root, 'public'), join(dir, 'public'), { recursive: true });
  return join(dir, 'server.js');
}

/** nginx in the foreground with deploy/nginx.conf.template filled in. */
async function edge(instancePorts) {
  const runDir = join(dataDir, 'nginx');
  rmSync(join(runDir, 'cache'), { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  // The address `localhost` resolves to here, the one `next start -H localhost` listens on.
  const { address, family } = await lookup('localhost');
  const host = family === 6 ? `[${address}]` : address;
  const vars = {
    EDGE_PORT: String(EDGE_PORT),
    RUN_DIR: runDir,
    CACHE_DIR: join(runDir, 'cache'),
    UPSTREAMS: instancePorts.map((p) => `    server ${host}:${p} max_fails=1 fail_timeout=5s;`).join('\n'),
  };
  const template = readFileSync(join(root, 'deploy', 'nginx.conf.template'), 'utf8');
  const conf = template.replace(/\$\{([A-Z_]+)\}/g, (whole, name) => vars[name] ?? whole);
  const confFile = join(runDir, 'nginx.conf');
  writeFileSync(confFile, conf);
  const nginx = has('nginx') ? 'nginx' : '/usr/sbin/nginx';
  // Started as root, nginx runs its workers as `nobody`, who cannot reach a data folder inside a
  // private directory (a clone in `mktemp -d`, mode 0700): the cache writes failed with EACCES and no
  // page came through. Here the workers keep the starting user.
  const user = process.getuid?.() === 0 ? ' user root;' : '';
  run(nginx, ['-t', '-q', '-p', runDir, '-c', confFile, '-g', `daemon off;${user}`]);
  const server = startChild(nginx, ['-p', runDir, '-c', confFile, '-g', `daemon off;${user}`], { log: join(dataDir, 'nginx.log') });
  // SIGQUIT: nginx finishes the requests it is serving, then exits.
  started.push({ name: 'nginx', stop: () => server.stop('SIGQUIT') });
  await waitForUrl(`${site}/de`, { child: server, ok: (s) => s === 200 });
}

try {
  mkdirSync(dataDir, { recursive: true });
  installMissing();
  const databaseUrl = database();
  const redisUrl = await redis();
  const content = await contentServer();
  const emulator = await startAuthEmulator({ hostPort: EMULATOR, dataDir, persist: true });
  started.push({ name: 'Auth emulator', stop: () => emulator.stop() });
  await seedAccounts(EMULATOR);

  const env = embeddedEnv({
    EXHALE_DATA_DIR: dataDir,
    SITE_URL: site,
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR,
    // One signing key for every instance: a session made by one is good on all.
    SESSION_SECRET: process.env.SESSION_SECRET || sessionSecret(dataDir),
    STORYBLOK_API_URL: content.url,
    STORYBLOK_WEBHOOK_SECRET: WEBHOOK_SECRET,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // nginx appends the visitor's address to X-Forwarded-For.
    TRUSTED_PROXY_HOPS: '1',
  });
  delete env.STORYBLOK_TOKEN;
  buildIfMissing({ env: { ...env, REDIS_URL: undefined }, label: '[topology]' });
  migrate(databaseUrl, env);

  const ports = Array.from({ length: INSTANCES }, (_, i) => FIRST_PORT + i);
  const server = standalone(distDir(env));
  const instances = ports.map((port, i) => {
    const log = join(dataDir, `instance-${i + 1}.log`);
    const app = server
      ? startChild(process.execPath, [server], { env: { ...env, PORT: String(port), HOSTNAME: 'localhost', KEEP_ALIVE_TIMEOUT: '65000' }, log })
      : startNext({ host: 'localhost', port, env: { ...env, PORT: String(port) }, log });
    started.push({ name: `instance ${i + 1}`, stop: () => app.stop() });
    return app;
  });
  await Promise.all(ports.map((port, i) => waitForUrl(`http://localhost:${port}/de`, { child: instances[i], ok: (s) => s === 200, timeoutMs: 180_000 })));
  await edge(ports);

  // The job queue's workers (newsletters, email; scripts/worker.mjs) on the same PostgreSQL, as
  // production runs them beside the app instances. Not waited for: the site answers without them.
  const workers = Array.from({ length: WORKERS }, (_, i) => {
    const worker = startChild(process.execPath, ['--import', 'tsx', join(root, 'scripts/worker.mjs')], {
      env: { ...env, NODE_ENV: undefined },
      log: join(dataDir, `worker-${i + 1}.log`),
    });
    started.push({ name: `worker ${i + 1}`, stop: () => worker.stop() });
    return worker;
  });

  ports.forEach((port, i) =>
    log(`instance ${i + 1}: http://localhost:${port} (pid ${instances[i].child.pid}, log ${relative(root, join(dataDir, `instance-${i + 1}.log`))})`),
  );
  workers.forEach((w, i) => log(`worker ${i + 1}: pid ${w.child.pid}, log ${relative(root, join(dataDir, `worker-${i + 1}.log`))}`));
  log(`build:         ${relative(root, distDir(env)) || '.'} (${server ? `standalone server ${relative(root, server)}` : 'next start'})`);
  log(`PostgreSQL:    ${databaseUrl.replace(/:[^:@/]*@/, ':…@')}`);
  log(`Redis:         ${redisUrl}`);
  log(`content:       ${content.url} over ${relative(root, content.dir)} (edit a story, then POST ${site}/api/storyblok/webhook?secret=… {"full_slug": "…"})`);
  log(`auth emulator: http://${EMULATOR} (${SEEDED.map((a) => a.email).join(', ')})`);
  console.log(`edge: ${site}`);
  for (const [i, app] of instances.entries()) {
    app.child.on('exit', (code, signal) => {
      if (!stopping) log(`instance ${i + 1} exited (${code ?? signal}); the edge sends its requests to the others`);
    });
  }
} catch (error) {
  console.error(`[topology] ${error instanceof Error ? error.message : error}`);
  await stopAll(1);
}
