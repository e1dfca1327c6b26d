// The Firebase Auth emulator (Google's own, from firebase-tools), started offline for the embedded
// mode and the tests, plus the seeded local accounts. Used by scripts/local.mjs, the Vitest global setup
// and the resilience tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { bin } from './serve.mjs';

export { KEEP_ALIVE, root } from './serve.mjs';
export const PROJECT_ID = 'demo-exhale';

export const SEEDED = [
  { email: 'admin@example.test', password: 'local-admin-password', displayName: 'Local Admin', admin: true },
  { email: 'member@example.test', password: 'local-member-password', displayName: 'Local Member', admin: false },
];

/** The session-signing secret of a data folder: made once, kept in `<dataDir>/session-secret`. */
export function sessionSecret(dataDir) {
  const file = join(dataDir, 'session-secret');
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url') + '\n', { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * Starts the Auth emulator on `hostPort` (e.g. 127.0.0.1:9099). With `persist`, accounts are imported
 * from and exported to `<dataDir>/auth` so they survive restarts. Resolves once it answers.
 * `onLink(kind, email, url)` receives the links the emulator prints instead of sending email.
 * @param {{ hostPort: string, dataDir: string, persist: boolean, onLink?: (kind: string, email: string, url: string) => void }} options
 */
export async function startAuthEmulator({ hostPort, dataDir, persist, onLink }) {
  const [host, portText] = hostPort.split(':');
  const port = Number(portText);
  mkdirSync(dataDir, { recursive: true });
  // One config per port: test runs on other ports may share the data folder (e.g. .data/vitest).
  const config = join(dataDir, `firebase-${port}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host, port },
        hub: { host, port: port + 1 },
        logging: { host, port: port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const exportDir = join(dataDir, 'auth');
  const args = ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', config];
  if (persist) {
    if (existsSync(join(exportDir, 'firebase-export-metadata.json'))) args.push('--import', exportDir);
    args.push('--export-on-exit', exportDir);
  }
  const child = spawn(bin('firebase'), args, {
    cwd: dataDir,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', FIREBASE_CLI_EXPERIMENTS: '', CI: process.env.CI ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  let log = '';
  // With DEBUG set (e.g. DEBUG=pw:webserver) the emulator writes each message twice, as text and inside
  // a JSON log line where the link ends at a quote: every link is reported once, without the quote.
  const reported = new Set();
  const watch = (chunk) => {
    const text = chunk.toString();
    log = (log + text).slice(-4000);
    for (const m of text.matchAll(/To (reset the password for|verify the email address|sign in as) (\S+?),? follow this link: ([^\s"]+)/g)) {
      const url = m[3].replace('&newPassword=NEW_PASSWORD_HERE', '');
      if (reported.has(url)) continue;
      reported.add(url);
      onLink?.(m[1], m[2], url);
    }
  };
  child.stdout.on('data', watch);
  child.stderr.on('data', watch);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  // Up to three minutes: on a loaded 2-core machine its start can take more than one.
  for (let i = 0; i < 720; i++) {
    try {
      const res = await fetch(`http://${hostPort}/`);
      if (res.ok) return { child, stop: () => stopChild(child, exited) };
    } catch {}
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the Auth emulator did not start on ${hostPort}:\n${log}`);
}

async function stopChild(child, exited) {
  if (child.exitCode !== null) return;
  child.kill('SIGINT'); // lets --export-on-exit write the accounts
  const timer = setTimeout(() => child.kill('SIGKILL'), 15000);
  await exited;
  clearTimeout(timer);
}

/**
 * The site's own address for a sign-in link the emulator made (`…/emulator/action?mode=signIn&oobCode=…
 * &continueUrl=…`): what its action handler redirects to, the `continueUrl` (our /login page, with the
 * locale and `redirect` it was requested with; `SITE_URL/login` if it points elsewhere) plus the link's
 * parameters (`mode=signIn`, `oobCode`, `apiKey`, `lang`).
 * @param {string} oobLink
 * @param {string} site
 */
export function siteSignInLink(oobLink, site) {
  const link = new URL(oobLink);
  let target = new URL('/login', site);
  try {
    const next = new URL(link.searchParams.get('continueUrl') ?? '');
    if (next.origin === target.origin) target = next;
  } catch {}
  for (const [key, value] of link.searchParams) if (key !== 'continueUrl') target.searchParams.set(key, value);
  return target.toString();
}

/** Creates the seeded accounts if missing (idempotent), with the admin claim where due. */
export async function seedAccounts(hostPort) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = hostPort;
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const app = getApps().find((a) => a.name === 'seed') ?? initializeApp({ projectId: PROJECT_ID }, 'seed');
  const auth = getAuth(app);
  for (const account of SEEDED) {
    let user;
    try {
      user = await auth.getUserByEmail(account.email);
    } catch {
      user = await auth.createUser({ email: account.email, password: account.password, displayName: account.displayName, emailVerified: true });
    }
    if ((user.customClaims?.admin === true) !== account.admin) await auth.setCustomUserClaims(user.uid, account.admin ? { admin: true } : {});
  }
}
