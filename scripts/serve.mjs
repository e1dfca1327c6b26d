// What the scripts share to serve Exhale: the project's folders, the embedded-mode environment, the
// production build (made when missing), `next start`/`next dev` and other child processes with their
// logs, and waiting for a URL to answer. Used by scripts/local.mjs, scripts/e2e.mjs, bench/run.mjs and
// the resilience tests (tests/resilience/); the Auth emulator is in scripts/emulator.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { join, resolve } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** An executable of node_modules/.bin. */
export const bin = (/** @type {string} */ name) => join(root, 'node_modules', '.bin', name);

// `next start` keeps idle keep-alive connections 65 s (Node's default is 5 s), longer than the idle
// timeout of common load balancers (60 s): a client reusing a connection the server is just closing
// gets ECONNRESET. `npm start` (scripts/start.mjs) gives the standalone server the same (KEEP_ALIVE_TIMEOUT).
export const KEEP_ALIVE = ['--keepAliveTimeout', '65000'];

/**
 * The environment of the embedded mode (local backends, no telemetry) over this process's own.
 * @param {Record<string, string | undefined>} [extra]
 * @returns {NodeJS.ProcessEnv}
 */
export function embeddedEnv(extra = {}) {
  return { ...process.env, EXHALE_MODE: 'embedded', NEXT_TELEMETRY_DISABLED: '1', ...extra };
}

/** The build folder `next build` writes and `next start` serves: NEXT_DIST_DIR (relative to the project) or .next. */
export const distDir = (/** @type {NodeJS.ProcessEnv} */ env = process.env) => resolve(root, env.NEXT_DIST_DIR || '.next');

/**
 * Runs `next build [dir]` unless a build exists in `dist` (or `force`); throws if the build fails.
 * @param {{ env: NodeJS.ProcessEnv, dist?: string, force?: boolean, project?: string, label?: string }} options
 * @returns {boolean} whether it built
 */
export function buildIfMissing({ env, dist = distDir(env), force = false, project, label = '[exhale]' }) {
  if (!force && existsSync(join(dist, 'BUILD_ID'))) return false;
  if (!force) console.log(`${label} no production build in ${dist} yet: running next build${project ? ` ${project}` : ''}`);
  // The CMS reads of the last build are kept in its fetch cache, and a new build would serve them again:
  // edits to content/ would not show. Every build here reads the content afresh.
  rmSync(join(dist, 'cache', 'fetch-cache'), { recursive: true, force: true });
  const built = spawnSync(bin('next'), ['build', ...(project ? [project] : [])], { cwd: root, env, stdio: 'inherit' });
  if (built.status !== 0) throw Object.assign(new Error('next build failed'), { exitCode: built.status ?? 1 });
  return true;
}

/**
 * @typedef {{ child: import('node:child_process').ChildProcess, exited: () => boolean, stop: (signal?: NodeJS.Signals) => Promise<void> }} Child
 */

/**
 * Starts a child process in the project folder. With `log`, its output is appended to that file; with
 * `stdio: 'inherit'` it shares this terminal; otherwise it is ignored (`'pipe'` leaves it to the caller).
 * `stop()` sends `signal` (SIGTERM) and, after 10 s, SIGKILL; it resolves once the process has exited.
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, log?: string, stdio?: 'inherit' | 'ignore' | 'pipe' }} [options]
 * @returns {Child}
 */
export function startChild(cmd, args, { env = process.env, log, stdio = 'ignore' } = {}) {
  const child = spawn(cmd, args, { cwd: root, env, stdio: log ? ['ignore', 'pipe', 'pipe'] : stdio });
  if (log) {
    const out = createWriteStream(log, { flags: 'a' });
    child.stdout?.pipe(out, { end: false });
    child.stderr?.pipe(out, { end: false });
  }
  const done = once(child, 'exit');
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    child,
    exited,
    async stop(signal = 'SIGTERM') {
      if (exited()) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(timer);
    },
  };
}

/**
 * `next start` (with KEEP_ALIVE) or `next dev` for the project, or for `project` (another app folder).
 * @param {{ mode?: 'start' | 'dev', host: string, port: number | string, env?: NodeJS.ProcessEnv, project?: string, log?: string, stdio?: 'inherit' | 'ignore' | 'pipe' }} options
 */
export function startNext({ mode = 'start', host, port, env, project, log, stdio }) {
  const args = [mode, ...(project ? [project] : []), '-H', host, '-p', String(port), ...(mode === 'start' ? KEEP_ALIVE : [])];
  return startChild(bin('next'), args, { env, log, stdio });
}

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `fn` every 500 ms until it returns true; throws after `timeoutMs`, with the last error seen.
 * @param {string} what
 * @param {() => boolean | Promise<boolean>} fn
 * @param {number} [timeoutMs]
 */
export async function waitFor(what, fn, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  /** @type {unknown} */
  let last;
  while (Date.now() < deadline) {
    try {
      if (await fn()) return;
    } catch (error) {
      last = error;
    }
    await sleep(500);
  }
  throw new Error(`${what} not within ${timeoutMs / 1000} s${last instanceof Error ? ` (${last.message})` : ''}`);
}

/**
 * Waits until `url` answers with a status `ok` accepts (default: below 500). With `child`, gives up as
 * soon as that process has exited.
 * @param {string} url
 * @param {{ timeoutMs?: number, ok?: (status: number) => boolean, child?: Child }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 120_000, ok = (status) => status < 500, child } = {}) {
  await waitFor(
    url,
    async () => {
      if (child?.exited()) return true;
      return ok((await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) })).status);
    },
    timeoutMs,
  );
  if (child?.exited()) throw new Error(`the server for ${url} exited (${child.child.exitCode ?? child.child.signalCode})`);
}
