// Issue #34, "Reminders that arrive": members in three time zones (Berlin across its clock change on
// 2026-10-25) get each reminder once, inside their local send window, through the job queue and a real
// SMTP server; a switched-off kind is not sent; the one-click unsubscribe from the email's
// List-Unsubscribe URL switches its kind off through the route handler, a bad token changes nothing.
// The scans are driven by the test's clock (`now`), not by sleeping. On PGlite (the process's database)
// with an in-process worker; reminders-kill.test.ts does it on PostgreSQL with a worker process killed mid-send.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type PgBoss from 'pg-boss';
import { jar } from './setup';
import type { Db } from '@/lib/db';
import { smtpSink } from './smtp-sink';
import { call, member } from './members';

vi.mock('next/headers', () => import('./setup').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('./setup').then((m) => m.nextCache));

vi.setConfig({ testTimeout: 240_000 });
const { db: processDb } = await import('@/lib/db');
const { startBoss } = await import('@/lib/jobs/boss');
const { startWorker } = await import('@/lib/compose/worker');
const { smtpTransport } = await import('@/lib/email');
const { FROM, LAST_DAY, SITE, allSent, checkMail, expected, firstDayAndUnsubscribe, identity, scanRange, seed } = await import('./reminders-scenario');

const { saveRemindersAction } = await import('@/lib/reminders/actions');
const { REMINDER_DEFAULTS } = await import('@/lib/reminders');

const config = { ratePerSecond: 1000, concurrency: 1, leaseSeconds: 4, retrySeconds: 1, maxAttempts: 5, workerInApp: false, pollSeconds: 0.5 };

describe('reminders arrive once, in the local window, and one click switches a kind off (PGlite, in-process worker)', () => {
  let db: Db;
  let boss: PgBoss;
  let stop: () => Promise<void>;
  let smtp: Awaited<ReturnType<typeof smtpSink>>;

  beforeAll(async () => {
    db = await processDb();
    smtp = await smtpSink();
    boss = await startBoss(db, config);
    stop = await startWorker({ db, boss, config, siteUrl: SITE, mail: { transport: await smtpTransport(smtp.url), from: FROM } });
  });
  afterAll(async () => {
    await stop?.();
    await boss?.stop({ graceful: false, wait: true });
    await smtp?.close();
  });

  it('three zones over ten days: each reminder once, in its window; the weekly summary New York switched off never comes', async () => {
    const members = await seed(db);
    const claimed: string[] = [];
    await firstDayAndUnsubscribe(db, boss, members, smtp, claimed);
    await scanRange(db, boss, members, '2026-10-25T00:00:00Z', '2026-11-03T00:00:00Z', claimed);
    await allSent(db);
    checkMail(members, claimed, smtp.received);
    // One worker, never killed: every message exactly once.
    expect(smtp.received.filter((m) => identity(m).split(' ')[2]! <= LAST_DAY)).toHaveLength(expected(members).length);
  });
});

describe('choosing reminders: the app and the web form store the same choices; bad input is refused and changes nothing', () => {
  it('setReminders and saveRemindersAction: the same row; an hour at night, an unknown kind or a missing one is a 400 / invalid', async () => {
    const m = await member('reminder-choices');
    const got = await call<{ reminders: { kinds: Record<string, boolean>; checkInHour: number } }>('getReminders', m.idToken, {});
    expect(got.status).toBe(200);
    expect(got.body.result!.reminders.kinds).toEqual(REMINDER_DEFAULTS);

    const chosen = { kinds: { ...REMINDER_DEFAULTS, 'check-in': true, milestone: false }, checkInHour: 7 };
    for (const bad of [
      { ...chosen, checkInHour: 3 },
      { ...chosen, checkInHour: 24 },
      { ...chosen, kinds: { ...chosen.kinds, 'smoke-signals': true } },
      { kinds: { 'quit-eve': false }, checkInHour: 7 },
      { ...chosen, locale: 'xx-XX' },
    ]) {
      const r = await call('setReminders', m.idToken, bad);
      expect(r.status).toBe(400);
      expect(r.body.error?.status).toBe('INVALID_ARGUMENT');
      jar.cookie = m.cookie;
      expect(await saveRemindersAction(bad as never)).toEqual({ status: 'invalid' });
    }
    expect((await call<{ reminders: { kinds: Record<string, boolean> } }>('getReminders', m.idToken, {})).body.result!.reminders.kinds).toEqual(
      REMINDER_DEFAULTS,
    );

    expect((await call('setReminders', m.idToken, chosen)).status).toBe(200);
    jar.cookie = m.cookie;
    const web = await saveRemindersAction({ ...chosen, checkInHour: 21, locale: 'pl-PL' });
    expect(web).toMatchObject({ status: 'ok', reminders: { kinds: chosen.kinds, checkInHour: 21, locale: 'pl-PL' } });
    const after = await call<{ reminders: { kinds: Record<string, boolean>; checkInHour: number; locale: string } }>('getReminders', m.idToken, {});
    expect(after.body.result!.reminders).toEqual({ kinds: chosen.kinds, checkInHour: 21, locale: 'pl-PL' });
    jar.cookie = undefined;
    expect(await saveRemindersAction(chosen)).toEqual({ status: 'signed-out' });
  });
});
