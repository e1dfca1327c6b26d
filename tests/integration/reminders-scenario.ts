// The reminders' job test scenario (issue #34), shared by reminders.test.ts (PGlite, an in-process
// worker) and reminders-kill.test.ts (PostgreSQL, worker processes, one SIGKILLed mid-send). The route
// handler and the workers use the process's database, so each file makes the scenario's database the
// process's one. Import it after ./setup.
import { expect, vi } from 'vitest';
import { and, isNull, lte } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '@/lib/db';
import { quitPlans } from '@/lib/journey/tables';
import { reminderSends } from '@/lib/reminders/tables';
import type { smtpSink, Received } from './smtp-sink';

const { queueReminders } = await import('@/lib/compose/worker');
const { adminAuth } = await import('@/lib/auth/firebase-admin');
const { scanReminders, saveRemindersIn, remindersIn, WINDOWS, REMINDER_DEFAULTS } = await import('@/lib/reminders');
const { NextRequest } = await import('next/server');
const route = await import('@/app/api/reminders/unsubscribe/[token]/route');

export const SITE = 'https://exhale.example';
export const FROM = 'Exhale <hello@exhale.example>';
export const LAST_DAY = '2026-11-02';

export interface Member {
  name: 'ny' | 'berlin' | 'tokyo';
  uid: string;
  email: string;
  zone: string;
  quitDate: string;
}

/** Three members with plans; Berlin reads German, chose the daily check-in at 20:00; New York switched the weekly summary off. */
export async function seed(db: Db): Promise<Member[]> {
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const plans = [
    { name: 'ny' as const, zone: 'America/New_York', quitDate: '2026-10-25' },
    // Berlin's clocks go back an hour on Sunday 2026-10-25, the evening before this quit date.
    { name: 'berlin' as const, zone: 'Europe/Berlin', quitDate: '2026-10-26' },
    { name: 'tokyo' as const, zone: 'Asia/Tokyo', quitDate: '2026-10-26' },
  ];
  const members: Member[] = [];
  for (const p of plans) {
    const email = `reminders-${p.name}-${tag}@example.test`;
    const user = await adminAuth().createUser({ email, password: 'reminders-pass-123', emailVerified: true });
    await db.insert(quitPlans).values({
      uid: user.uid,
      quitDate: p.quitDate,
      cigarettesPerDay: 20,
      packPriceMicros: 10_000_000,
      packSize: 20,
      currency: 'EUR',
      timeZone: p.zone,
    });
    members.push({ ...p, uid: user.uid, email });
  }
  const [ny, berlin] = members;
  await saveRemindersIn(db, berlin!.uid, { kinds: { ...REMINDER_DEFAULTS, 'check-in': true }, checkInHour: 20, locale: 'de-DE' });
  await saveRemindersIn(db, ny!.uid, { kinds: { ...REMINDER_DEFAULTS, 'weekly-summary': false }, checkInHour: 20 });
  return members;
}

/** What each member is due from 2026-10-24 to 2026-11-02 (Berlin's check-in stops after its unsubscribe on the first day). */
export function expected(members: Member[]) {
  const [ny, berlin, tokyo] = members as [Member, Member, Member];
  return [
    [ny, 'quit-eve', '2026-10-24'],
    [ny, 'quit-morning', '2026-10-25'],
    [ny, 'milestone', '2026-10-26'],
    [ny, 'milestone', '2026-11-01'],
    [berlin, 'check-in', '2026-10-24'],
    [berlin, 'quit-eve', '2026-10-25'],
    [berlin, 'quit-morning', '2026-10-26'],
    [berlin, 'milestone', '2026-10-27'],
    [berlin, 'milestone', '2026-11-02'],
    [berlin, 'weekly-summary', '2026-11-02'],
    [tokyo, 'quit-eve', '2026-10-25'],
    [tokyo, 'quit-morning', '2026-10-26'],
    [tokyo, 'milestone', '2026-10-27'],
    [tokyo, 'milestone', '2026-11-02'],
    [tokyo, 'weekly-summary', '2026-11-02'],
  ]
    .map(([m, kind, day]) => `${(m as Member).email} ${kind} ${day}`)
    .sort();
}

/** The member's local day and hour at `at` (Intl's zone rules: not the database's). */
function localAt(zone: string, at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/**
 * Scans every 15 minutes of the test's clock from `from` to `to` and checks each claim against the
 * member's local time at that scan: inside its kind's window (the check-in's: its hour), on its day.
 */
export async function scanRange(db: Db, boss: PgBoss, members: Member[], from: string, to: string, claimed: string[]) {
  for (let t = Date.parse(from); t < Date.parse(to); t += 15 * 60_000) {
    const now = new Date(t);
    for (const c of await scanReminders(db, queueReminders(boss), now)) {
      const m = members.find((x) => x.uid === c.uid);
      if (!m) continue; // another test's member on a shared database

      const local = localAt(m.zone, now);
      expect(local.day, `${m.name} ${c.kind} at ${now.toISOString()}`).toBe(c.day);
      const w = c.kind === 'check-in' ? { from: 20, to: 21 } : WINDOWS[c.kind];
      expect(local.hour, `${m.name} ${c.kind} at ${now.toISOString()}`).toBeGreaterThanOrEqual(w.from);
      expect(local.hour).toBeLessThan(w.to);
      claimed.push(`${m.email} ${c.kind} ${c.day}`);
    }
  }
}

export async function allSent(db: Db) {
  await vi.waitFor(
    async () => {
      const left = await db
        .select()
        .from(reminderSends)
        .where(and(isNull(reminderSends.sentAt), lte(reminderSends.day, LAST_DAY)));
      expect(left).toEqual([]);
    },
    { timeout: 120_000, interval: 250 },
  );
}

/** The message's identity from its Message-ID (`reminder-{kind}-{day}-…`) and recipient. */
export const identity = (m: Received) => {
  const [, kind, day] = /^<reminder-([a-z-]+)-(\d{4}-\d\d-\d\d)-/.exec(m.headers['message-id']!)!;
  return `${m.to} ${kind} ${day}`;
};

/** The text/plain part of a raw message, decoded (quoted-printable or base64). */
export function textPart(raw: string): string {
  const part = raw.split(/\r?\n--/).find((p) => /content-type:\s*text\/plain/i.test(p)) ?? raw;
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head!)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head!)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** POST to the email's List-Unsubscribe URL, through the real route handler. */
export async function oneClick(url: string) {
  const token = decodeURIComponent(new URL(url).pathname.split('/').pop()!);
  const res = await route.POST(
    new NextRequest(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }),
    { params: Promise.resolve({ token }) },
  );
  return res.status;
}

/** Phase 1 (the first day) to its sends, then the unsubscribe checks on Berlin's check-in email. */
export async function firstDayAndUnsubscribe(db: Db, boss: PgBoss, members: Member[], smtp: Awaited<ReturnType<typeof smtpSink>>, claimed: string[]) {
  const berlin = members.find((m) => m.name === 'berlin')!;
  await scanRange(db, boss, members, '2026-10-24T00:00:00Z', '2026-10-25T00:00:00Z', claimed);
  await allSent(db);
  const checkIn = smtp.received.find((m) => m.to === berlin.email && identity(m).includes(' check-in '))!;
  expect(checkIn.headers['subject']).toBe('Wie war dein Tag?');
  expect(checkIn.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const header = checkIn.headers['list-unsubscribe']!;
  expect(header).toMatch(new RegExp(`^<${SITE}/api/reminders/unsubscribe/check-in\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}>$`));
  expect(textPart(checkIn.raw)).toContain(`Jetzt einchecken: ${SITE}/de/mein-exhale#check-in-title`);
  const url = header.slice(1, -1);

  // Bad tokens: a forged signature, the signature moved to another kind, a stranger's token. 4xx, nothing changes.
  const [kind, who, signature] = url.split('/').pop()!.split('.') as [string, string, string];
  const base = `${SITE}/api/reminders/unsubscribe/`;
  const forged = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
  expect(await oneClick(`${base}${kind}.${who}.${forged}`)).toBe(404);
  expect(await oneClick(`${base}quit-eve.${who}.${signature}`)).toBe(404);
  expect(await oneClick(`${base}${kind}.${Buffer.from('someone-else').toString('base64url')}.${signature}`)).toBe(404);
  expect(await oneClick(`${base}not-a-token`)).toBe(404);
  expect((await remindersIn(db, berlin.uid)).kinds['check-in']).toBe(true);

  // The email's own URL switches that kind off, and only that kind.
  expect(await oneClick(url)).toBe(200);
  const after = await remindersIn(db, berlin.uid);
  expect(after.kinds).toEqual({ ...REMINDER_DEFAULTS, 'check-in': false });
  expect(after.checkInHour).toBe(20);
  expect(after.locale).toBe('de-DE');
}

/** Every expected reminder claimed once and received (each Message-ID standing for one reminder), and what three of them say. */
export function checkMail(members: Member[], claimed: string[], received: Received[]) {
  const [ny, berlin, tokyo] = members as [Member, Member, Member];
  const want = expected(members);
  expect([...claimed].sort()).toEqual(want);
  const ours = received.filter((m) => identity(m).split(' ')[2]! <= LAST_DAY);
  const byId = new Map<string, string>();
  for (const m of ours) byId.set(m.headers['message-id']!, identity(m));
  expect([...byId.values()].sort()).toEqual(want);

  const eve = ours.find((m) => identity(m) === `${berlin.email} quit-eve 2026-10-25`)!;
  expect(eve.headers['subject']).toBe('Morgen ist dein Rauchstopp');
  expect(textPart(eve.raw)).toContain('Morgen, am 26. Oktober 2026, hörst du auf zu rauchen.');
  expect(eve.headers['list-unsubscribe']).toMatch(/^<https:\/\/exhale\.example\/api\/reminders\/unsubscribe\/quit-eve\./);
  expect(eve.raw).not.toMatch(/<img/i);

  const milestone = ours.find((m) => identity(m) === `${ny.email} milestone 2026-10-26`)!;
  expect(milestone.headers['subject']).toBe('First smoke-free day, congratulations!');
  expect(textPart(milestone.raw)).toContain(`${SITE}/account?milestone=1-day&since=2026-10-25#new-certificate-title`);

  const weekly = ours.find((m) => identity(m) === `${tokyo.email} weekly-summary 2026-11-02`)!;
  expect(weekly.headers['subject']).toBe('Your week without smoking');
  const text = textPart(weekly.raw);
  expect(text).toContain('Since October 26, 2026: 7 smoke-free days, no slips.');
  expect(text).toContain('140 cigarettes not smoked and €70.00 saved.');
  expect(text).toContain(`Change your reminders: ${SITE}/account#reminders-title`);
}
