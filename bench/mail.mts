// Part of `npm run bench` (bench/run.mjs), or alone: `npx tsx bench/mail.mts`. Newsletter sending through
// the job queue on PostgreSQL to a local SMTP server (the smtp-server package in a child process,
// bench/smtp-sink.mjs, counting what it accepts):
//   - the admin's send: how long queueing a newsletter to BENCH_MAIL_RECIPIENTS (100 000 × BENCH_SCALE) subscribers
//     takes to answer (median of 5);
//   - throughput: messages per second from the job's start until the last message was accepted, and the
//     worker's memory (RSS) before, at most during and after the send, with
//     BENCH_MAIL_WORKERS (1) workers in this process, MAIL_CONCURRENCY (8) messages in flight each and
//     the rate limit (MAIL_RATE_PER_SECOND) lifted, so the figure is the sender's capacity.
// Uses its own database beside BENCH_DATABASE_URL's (…_mail, made again each run). Prints JSON on the
// last line (bench/run.mjs reads it).
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { fork } from 'node:child_process';

// Server modules are marked `server-only`; this is a server process.
const require = createRequire(import.meta.url);
const marker = require.resolve('server-only');
require.cache[marker] = { id: marker, filename: marker, loaded: true, exports: {} } as NodeJS.Module;

const { openDb } = await import('../lib/db/index.ts');
const { startBoss, QUEUES } = await import('../lib/jobs/boss.ts');
const { startWorker } = await import('../lib/compose/worker.ts');
const { controlSend, createSend, sendProgress } = await import('../lib/newsletter/index.ts');
const { smtpTransport } = await import('../lib/email/index.ts');
const { sql, and, eq, inArray } = await import('drizzle-orm');
const { subscriptions } = await import('../lib/newsletter/tables.ts');

const recipients = Number(process.env.BENCH_MAIL_RECIPIENTS || Math.max(1, Math.round(100_000 * Number(process.env.BENCH_SCALE || 1))));
const workers = Number(process.env.BENCH_MAIL_WORKERS || 1);
const concurrency = Number(process.env.MAIL_CONCURRENCY || 8);
const base = process.env.BENCH_DATABASE_URL || 'postgres://exhale:exhale@127.0.0.1:5432/exhale_bench';
const name = `${new URL(base).pathname.slice(1) || 'exhale_bench'}_mail`;
const log = (...a: unknown[]) => console.error('[bench mail]', ...a);

const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const { db, close } = await openDb(url.toString());

// The SMTP server runs in a child process (bench/smtp-sink.mjs): this process's memory is the worker's.
let accepted = 0;
let last = 0;
const sink = fork(new URL('./smtp-sink.mjs', import.meta.url), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const port = await new Promise<number>((resolve, reject) => {
  sink.once('error', reject);
  sink.on('message', (m: { port?: number; accepted?: number; last?: number }) => {
    if (m.port) resolve(m.port);
    if (m.accepted !== undefined) [accepted, last] = [m.accepted, m.last ?? 0];
  });
});
const smtpUrl = `smtp://127.0.0.1:${port}`;

try {
  log(`seeding ${recipients} subscribers`);
  await db.execute(sql`
    insert into subscriptions (email, locale, status, unsubscribe_token_hash)
    select 'bench-' || i || '@example.test', 'en-US', 'active', md5('bench' || i) from generate_series(1, ${recipients}) as i`);
  await db.execute(sql`analyze subscriptions`);

  const config = { ratePerSecond: 100_000, concurrency, leaseSeconds: 60, retrySeconds: 30, maxAttempts: 5, workerInApp: true, pollSeconds: 0.5 };
  const boss = await startBoss(db, config);
  const input = { subject: 'Bench issue', body: 'A **short** newsletter with [a link](https://exhale.example/).', locales: ['en-US' as const] };

  // The admin's send, as sendNewsletterAction does it (queueNewsletter): one row, one job, the audience count.
  const answers: number[] = [];
  let sendId = '';
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const { id } = await createSend(db, input);
    await boss.send(QUEUES.newsletter, { sendId: id });
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'active'), inArray(subscriptions.locale, input.locales)));
    answers.push(performance.now() - t0);
    if (i === 0) sendId = id;
    else await controlSend(db, id, 'cancel');
  }
  answers.sort((a, b) => a - b);
  const answerMs = +answers[2]!.toFixed(1);
  log(`the admin's send answered in ${answerMs} ms (median of 5)`);

  const transport = await smtpTransport(smtpUrl, concurrency);
  // The worker's memory (this process's resident set): before, at its highest while sending (sampled
  // every 200 ms), and after the send.
  const mb = () => Math.round(process.memoryUsage().rss / 2 ** 20);
  const rssBeforeMb = mb();
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, mb())), 200);
  const started = Date.now();
  const stops = [];
  for (let i = 0; i < workers; i++)
    stops.push(await startWorker({ db, boss, config, siteUrl: 'https://exhale.example', mail: { transport, from: 'Exhale <hello@exhale.example>' } }));
  let progress = (await sendProgress(db, { ids: [sendId] }))[0]!;
  let shown = 0;
  while (progress.status !== 'done') {
    await new Promise((r) => setTimeout(r, 1000));
    progress = (await sendProgress(db, { ids: [sendId] }))[0]!;
    if (performance.now() - shown > 10_000) {
      shown = performance.now();
      log(`${progress.sent} / ${progress.total} sent, ${progress.rate} per second`);
    }
  }
  // The sink's last report may be up to 200 ms old: wait until it has counted every message sent.
  for (const until = Date.now() + 10_000; accepted < progress.sent && Date.now() < until;) await new Promise((r) => setTimeout(r, 100));
  const seconds = (last - started) / 1000;
  const perSecond = Math.round(accepted / seconds);
  clearInterval(sampler);
  const rssAfterMb = mb();
  log(`${accepted} messages accepted by the SMTP server in ${seconds.toFixed(1)} s: ${perSecond} per second`);
  log(`the worker's memory (RSS): ${rssBeforeMb} MB before, ${rssPeakMb} MB at most, ${rssAfterMb} MB after`);
  for (const stop of stops) await stop();
  await boss.stop({ graceful: false, wait: true });
  console.log(
    JSON.stringify({
      recipients,
      workers,
      concurrency,
      accepted,
      sent: progress.sent,
      failed: progress.failed,
      seconds: +seconds.toFixed(1),
      perSecond,
      answerMs,
      rssBeforeMb,
      rssPeakMb,
      rssAfterMb,
    }),
  );
} finally {
  sink.disconnect();
  await close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(0);
