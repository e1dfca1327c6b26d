// The system the resilience tests run against: a copy of the production build (NEXT_DIST_DIR or .next,
// built if missing; the copy so that the page cache the fault tests rewrite never reaches the build),
// served by `next start` with the Auth emulator, a CMS stand-in over HTTP (content-server.mts) and,
// with TEST_DATABASE_URL, PostgreSQL behind a TCP proxy the tests can cut. Environment:
// RESILIENCE_PORT (app, default 3300; helpers on +10 and +11), RESILIENCE_AUTH_EMULATOR_HOST
// (127.0.0.1:9399, and the next two ports), RESILIENCE_REBUILD=1, TEST_DATABASE_URL.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import pg from 'pg';
import { SEEDED, seedAccounts, sessionSecret, startAuthEmulator } from '../../scripts/emulator.mjs';
import { bin, buildIfMissing, distDir as buildDir, embeddedEnv, root, startChild, startNext, waitFor, type Child } from '../../scripts/serve.mjs';
import { tcpProxy, type TcpProxy } from './tcp-proxy';
import { smtpSink } from '../integration/smtp-sink';

export const PORT = Number(process.env.RESILIENCE_PORT || 3300);
const DB_PROXY_PORT = PORT + 10;
const CONTENT_PORT = PORT + 11;
export const EMULATOR = process.env.RESILIENCE_AUTH_EMULATOR_HOST || '127.0.0.1:9399';
export const CONTENT_URL = `http://127.0.0.1:${CONTENT_PORT}`;
export const site = `http://localhost:${PORT}`;
export const dataDir = resolve(root, '.data', `resilience-${PORT}`);
export const distDir = join(dataDir, 'next');
const cmsDir = join(dataDir, 'cms'); // the content server's overlay: what the fault tests publish
export const appLog = join(dataDir, 'app.log');
const WEBHOOK_SECRET = 'local-webhook-secret';
/** A request that takes longer than this counts as hanging. */
export const BOUND_MS = 20_000;

export const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'ru-RU'] as const;
type Messages = { Errors: { serverErrorTitle: string }; Auth: { errors: { network: string } } };
export const messages = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(join(root, 'messages', `${l}.json`), 'utf8')) as Messages]),
) as Record<(typeof LOCALES)[number], Messages>;
export const ADMIN = SEEDED.find((a) => a.admin)!;
export const MEMBER = SEEDED.find((a) => !a.admin)!;

type Emulator = Awaited<ReturnType<typeof startAuthEmulator>>;
type Smtp = Awaited<ReturnType<typeof smtpSink>>;
export type Stack = {
  app: Child;
  /** The app's environment, for a restart on the same data. */
  appEnv: NodeJS.ProcessEnv;
  content: Child | null;
  emulator: Emulator | null;
  proxy: TcpProxy | null;
  database: { url: string; name: string } | null;
  /** A real SMTP server the app sends through (SMTP_URL): every email goes through the job queue. */
  smtp: Smtp | null;
};

/** Child environment without what Vitest sets for its own workers (NODE_ENV=test, VITEST_*). */
function childEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env = embeddedEnv(extra);
  for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete env[key];
  return env;
}

export const startEmulator = async () => {
  const emulator = await startAuthEmulator({ hostPort: EMULATOR, dataDir: join(dataDir, 'auth'), persist: false });
  await seedAccounts(EMULATOR);
  return emulator;
};

/**
 * The CMS stand-in: lib/content/embedded-server.ts over cmsDir, then content/, in its own process (with
 * the react-server condition, as Next.js runs server code: `import 'server-only'` is its empty build).
 */
export async function startContentServer(): Promise<Child> {
  const server = startChild(
    bin('tsx'),
    ['--conditions=react-server', join(root, 'tests/resilience/content-server.mts'), String(CONTENT_PORT), cmsDir, join(root, 'content')],
    { env: childEnv({}), log: join(dataDir, 'content-server.log') },
  );
  await waitFor(`the content server on ${CONTENT_URL}`, async () => server.exited() || (await fetch(`${CONTENT_URL}/v2/cdn/spaces/me`)).status < 500);
  if (server.exited()) throw new Error(`the content server exited; see ${relative(root, join(dataDir, 'content-server.log'))}`);
  return server;
}

/** A database of its own on TEST_DATABASE_URL's server, reached through a TCP proxy; null without TEST_DATABASE_URL. */
async function proxiedDatabase(): Promise<Pick<Stack, 'proxy' | 'database'> & { url?: string }> {
  const testDb = process.env.TEST_DATABASE_URL;
  if (!testDb) return { proxy: null, database: null };
  const name = `exhale_resilience_${PORT}`;
  const admin = new pg.Client({ connectionString: testDb, connectionTimeoutMillis: 10_000 });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(testDb);
  const proxy = tcpProxy(DB_PROXY_PORT, { host: target.hostname, port: Number(target.port || 5432) });
  await proxy.start();
  const viaProxy = new URL(testDb);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(DB_PROXY_PORT);
  viaProxy.pathname = `/${name}`;
  return { proxy, database: { url: testDb, name }, url: viaProxy.toString() };
}

export async function startStack(): Promise<Stack> {
  const source = buildDir();
  buildIfMissing({
    env: childEnv({ SITE_URL: site, EXHALE_DATA_DIR: join(dataDir, 'build') }),
    dist: source,
    force: process.env.RESILIENCE_REBUILD === '1',
    label: '[resilience]',
  });
  // A copy of the build (without the compiler's cache), served from its own folder: revalidations
  // write into it, never into the build. Symlinks to node_modules are made absolute by cpSync.
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  cpSync(source, distDir, {
    recursive: true,
    filter: (src) =>
      !/^[\\/](cache[\\/](turbopack|webpack|images)|trace|diagnostics|dev)([\\/]|$)/.test(relative(source, src) ? `/${relative(source, src)}` : ''),
  });

  const stack: Stack = { app: null!, appEnv: process.env, content: null, emulator: null, proxy: null, database: null, smtp: null };
  try {
    stack.emulator = await startEmulator();
    stack.content = await startContentServer();
    const db = await proxiedDatabase();
    Object.assign(stack, { proxy: db.proxy, database: db.database });
    stack.smtp = await smtpSink();
    const env = childEnv({
      NEXT_DIST_DIR: relative(root, distDir),
      EXHALE_DATA_DIR: dataDir,
      PORT: String(PORT),
      SITE_URL: site,
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR,
      SESSION_SECRET: sessionSecret(dataDir),
      STORYBLOK_API_URL: `${CONTENT_URL}/v2`,
      STORYBLOK_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STORYBLOK_TOKEN: undefined,
      DATABASE_URL: db.url,
      SMTP_URL: stack.smtp.url,
    });
    for (const key of ['STORYBLOK_TOKEN', 'DATABASE_URL']) if (env[key] === undefined) delete env[key];
    stack.appEnv = env;
    await startApp(stack);
    console.log(
      `[resilience] app ${site} (build copy ${relative(root, distDir)}), content ${CONTENT_URL}/v2, auth emulator ${EMULATOR}, database ${db.url ? `PostgreSQL via proxy 127.0.0.1:${DB_PROXY_PORT}` : 'PGlite'}`,
    );
    return stack;
  } catch (error) {
    await stopStack(stack);
    throw error;
  }
}

/** `next start` on the stack's environment and data; resolves once the home page answers. */
async function startApp(stack: Stack) {
  stack.app = startNext({ host: 'localhost', port: PORT, env: stack.appEnv, log: appLog });
  await waitFor(`the app on ${site}`, async () => stack.app.exited() || (await fetch(`${site}/`, { redirect: 'manual' })).status === 200, 120_000);
  if (stack.app.exited()) throw new Error(`next start exited; see ${relative(root, appLog)}`);
}

/** Stops the app (SIGTERM, as a deploy or Ctrl-C does) and starts it again on the same data. */
export async function restartApp(stack: Stack) {
  await stack.app.stop();
  await startApp(stack);
}

export async function stopStack(stack: Stack | undefined) {
  if (!stack) return;
  await stack.app?.stop().catch(() => {});
  await stack.smtp?.close().catch(() => {});
  await stack.content?.stop().catch(() => {});
  await stack.proxy?.close().catch(() => {});
  await stack.emulator?.stop().catch(() => {});
  if (stack.database) {
    try {
      const admin = new pg.Client({ connectionString: stack.database.url, connectionTimeoutMillis: 10_000 });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${stack.database.name} WITH (FORCE)`);
      await admin.end();
    } catch (error) {
      console.error(`[resilience] could not drop ${stack.database.name}: ${(error as Error).message}`);
    }
  }
  rmSync(distDir, { recursive: true, force: true });
}

/** Publishes a new imprint title on the content server (its overlay folder). */
export function publishImprint(title: string) {
  const story = JSON.parse(readFileSync(join(root, 'content/stories/default/imprint.json'), 'utf8'));
  story.content.title = title;
  mkdirSync(join(cmsDir, 'stories/default'), { recursive: true });
  writeFileSync(join(cmsDir, 'stories/default/imprint.json'), JSON.stringify(story));
}

export const webhookPath = `/api/storyblok/webhook?secret=${WEBHOOK_SECRET}`;
