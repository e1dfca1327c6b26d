#!/usr/bin/env node
// `npm start`: the production server as production runs it (deploy/Dockerfile): the standalone
// `server.js` of `output: 'standalone'`, with the build's static files and `public/` beside it, where
// server.js serves them (`next start` does not serve a standalone build as deployed; Next.js says so).
// Serves the build in NEXT_DIST_DIR (default .next); binds to HOST (default 0.0.0.0, as `next start`;
// not HOSTNAME, which many shells and containers set to the machine's name) and PORT (3000); idle
// keep-alive connections are kept KEEP_ALIVE_TIMEOUT ms (65 000, longer than a load balancer's 60 s).
// Without a build it says so and exits 1.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { KEEP_ALIVE, distDir, root } from './serve.mjs';

/** The standalone server of the build in `dist`, with `<dist>/static` and `public/` copied where it serves them. */
export function prepareStandalone(dist = distDir()) {
  const standalone = join(dist, 'standalone');
  const server = join(standalone, 'server.js');
  if (!existsSync(server)) return null;
  // server.js serves /_next/static from <its folder>/<distDir>/static and the rest from <its folder>/public.
  const copies = [
    [join(dist, 'static'), join(standalone, relative(root, dist), 'static')],
    [join(root, 'public'), join(standalone, 'public')],
  ];
  for (const [from, to] of copies) {
    rmSync(to, { recursive: true, force: true });
    if (existsSync(from)) cpSync(from, to, { recursive: true });
  }
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = prepareStandalone();
  if (!server) {
    console.error(`[exhale] no production build in ${relative(root, distDir()) || '.'}: run \`npm run build\` first (with the production variables set)`);
    process.exit(1);
  }
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.PORT || '3000',
    HOSTNAME: process.env.HOST || '0.0.0.0',
    KEEP_ALIVE_TIMEOUT: process.env.KEEP_ALIVE_TIMEOUT || KEEP_ALIVE[1],
  };
  const child = spawn(process.execPath, [server], { env, stdio: 'inherit' });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
