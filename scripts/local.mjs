#!/usr/bin/env node
// Runs Exhale with embedded backends on 127.0.0.1: `dev` (next dev) or `start` (the production build).
// Usage: node scripts/local.mjs dev|start   (PORT, default 3000)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const mode = process.argv[2];
if (mode !== 'dev' && mode !== 'start') {
  console.error('usage: node scripts/local.mjs dev|start');
  process.exit(2);
}

const root = new URL('..', import.meta.url).pathname;
const port = process.env.PORT || '3000';
// 'localhost', not '127.0.0.1': Next's URLs say localhost, and a rewrite to another origin than the
// bound host would be proxied as an external request, running proxy.ts twice.
const host = process.env.HOST || 'localhost';
const env = {
  ...process.env,
  EXHALE_MODE: 'embedded',
  PORT: port,
  SITE_URL: process.env.SITE_URL || `http://localhost:${port}`,
  NEXT_TELEMETRY_DISABLED: '1',
};
const next = join(root, 'node_modules', '.bin', 'next');

if (mode === 'start' && !existsSync(join(root, '.next', 'BUILD_ID'))) {
  console.log('[exhale] no production build yet: running next build first');
  const built = spawnSync(next, ['build'], { cwd: root, env, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

console.log(`[exhale] embedded mode (${mode})
[exhale]   site:        http://localhost:${port}  (bound to ${host})
[exhale]   mobile host: http://${env.MOBILE_HOST || 'm.localhost'}:${port}  (redirects to the site root)`);

const child = spawn(next, [mode, '-H', host, '-p', port], { cwd: root, env, stdio: 'inherit' });
const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
