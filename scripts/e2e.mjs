#!/usr/bin/env node
// End-to-end tests: builds the production bundle with embedded backends (unless E2E_SKIP_BUILD=1),
// then runs Playwright in Debian's Chromium against `npm run start:local` on port E2E_PORT (3100).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { bin, buildIfMissing, embeddedEnv, root } from './serve.mjs';

// The e2e server gets its own throw-away data folder and emulator port, so a running `npm run dev`
// (port 3000, emulator 9099, .data/) is neither disturbed nor used.
const env = embeddedEnv({
  EXHALE_DATA_DIR: process.env.E2E_DATA_DIR || join(root, '.data', 'e2e'),
  EXHALE_EPHEMERAL: '1',
  FIREBASE_AUTH_EMULATOR_HOST: process.env.E2E_AUTH_EMULATOR_HOST || '127.0.0.1:9199',
  // Canonical and hreflang URLs are written at build time: build for the address the tests use.
  SITE_URL: `http://localhost:${process.env.E2E_PORT || 3100}`,
  // A test Tag Manager container: loaded only after consent, and the tests answer its requests
  // themselves (page.route), so nothing leaves the machine.
  GTM_ID: process.env.E2E_GTM_ID || 'GTM-E2ETEST',
  // The tests play the one trusted proxy in front of the app: the X-Forwarded-For address they append
  // is the visitor's for per-IP limits (lib/security/tokens clientIp), what the client wrote before it is not.
  TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS || '1',
});

if (process.env.E2E_SKIP_BUILD !== '1') {
  try {
    buildIfMissing({ env, force: true });
  } catch (error) {
    process.exit(error.exitCode ?? 1);
  }
}
const run = spawnSync(bin('playwright'), ['test', ...process.argv.slice(2)], { cwd: root, env, stdio: 'inherit' });
process.exit(run.status ?? 1);
