import { spawn, type ChildProcess } from 'node:child_process';

const root = new URL('../..', import.meta.url).pathname;

/**
 * `npm run worker` as its own process, on a test's PostgreSQL database and SMTP server, with short
 * leases so a killed worker's work is taken over within seconds; `env` adds or overrides settings
 * (MAIL_CONCURRENCY, MAIL_RATE_PER_SECOND). Its stderr is the test's, prefixed with its pid.
 */
export function startWorkerProcess(databaseUrl: string, smtpUrl: string, dataDir: string, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      EXHALE_MODE: 'embedded',
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      EXHALE_DATA_DIR: dataDir,
      SITE_URL: 'https://exhale.example',
      MAIL_LEASE_SECONDS: '4',
      MAIL_RETRY_SECONDS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (d: Buffer) => process.stderr.write(`[worker ${child.pid}] ${d}`));
  child.stdout!.resume();
  return child;
}
