#!/usr/bin/env node
// Runs Exhale with embedded backends: `dev` (next dev) or `start` (the production build).
// Starts the Firebase Auth emulator (accounts kept under .data/ unless EXHALE_EPHEMERAL=1), seeds
// the local accounts, then Next.js on localhost:PORT (default 3000).
// Usage: node scripts/local.mjs dev|start
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SEEDED, seedAccounts, sessionSecret, siteSignInLink, startAuthEmulator } from './emulator.mjs';
import { buildIfMissing, embeddedEnv, root, startNext } from './serve.mjs';

const mode = process.argv[2];
if (mode !== 'dev' && mode !== 'start') {
  console.error('usage: node scripts/local.mjs dev|start');
  process.exit(2);
}

const port = process.env.PORT || '3000';
// 'localhost', not '127.0.0.1': Next's URLs say localhost, and a rewrite to another origin than the
// bound host would be proxied as an external request, running proxy.ts twice.
const host = process.env.HOST || 'localhost';
const dataDir = resolve(root, process.env.EXHALE_DATA_DIR || '.data');
const ephemeral = process.env.EXHALE_EPHEMERAL === '1';
if (ephemeral) rmSync(dataDir, { recursive: true, force: true });
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
const site = process.env.SITE_URL || `http://localhost:${port}`;

const env = embeddedEnv({
  EXHALE_DATA_DIR: dataDir,
  PORT: port,
  SITE_URL: site,
  FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  SESSION_SECRET: process.env.SESSION_SECRET || sessionSecret(dataDir),
});

if (mode === 'start') {
  try {
    buildIfMissing({ env });
  } catch (error) {
    process.exit(error.exitCode ?? 1);
  }
}

const emulator = await startAuthEmulator({
  hostPort: emulatorHost,
  dataDir,
  persist: !ephemeral,
  onLink: (kind, email, url) => {
    const u = new URL(url);
    // An address change (Sign-in and security on /account) and the old address's undo.
    const change = kind.startsWith('verify and change') ? 'verifyAndChangeEmail' : kind.startsWith('reset your email') ? 'recoverEmail' : null;
    if (change) {
      const mine = new URL('/login', site);
      mine.searchParams.set('mode', change);
      mine.searchParams.set('oobCode', u.searchParams.get('oobCode') ?? '');
      console.log(`[exhale] ${change === 'recoverEmail' ? 'address undo' : 'address change'} link for ${email}: ${mine}`);
    } else if (kind.startsWith('reset')) {
      const mine = new URL('/login', site);
      mine.searchParams.set('mode', 'resetPassword');
      mine.searchParams.set('oobCode', u.searchParams.get('oobCode') ?? '');
      console.log(`[exhale] password reset link for ${email}: ${mine}`);
    } else if (kind === 'sign in as') {
      console.log(`[exhale] sign-in link for ${email}: ${siteSignInLink(url, site)}`);
    } else console.log(`[exhale] ${kind} ${email}: ${url}`);
  },
  onCode: (phone, code) => console.log(`[exhale] two-step code for ${phone}: ${code}`),
});
await seedAccounts(emulatorHost);

console.log(`[exhale] embedded mode (${mode})
[exhale]   site:          ${site}  (bound to ${host})
[exhale]   mobile host:   http://${env.MOBILE_HOST || 'm.localhost'}:${port}  (redirects to the site root)
[exhale]   auth emulator: http://${emulatorHost}  (accounts ${ephemeral ? 'discarded on exit' : `kept in ${join(dataDir, 'auth')}`})
[exhale]   data:          ${dataDir}
[exhale]   accounts:      ${SEEDED.map((a) => `${a.email} / ${a.password}${a.admin ? ' (admin)' : ''}`).join(', ')}`);

const { child } = startNext({ mode, host, port, env, stdio: 'inherit' });
let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
  await emulator.stop();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', async (code, signal) => {
  await stop('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
