import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { db, type Db } from '@/lib/db';
import type { CallContext } from '@/lib/api/callable';
import type { Transport } from '@/lib/email/queries';
import { outbox } from '@/lib/email/tables';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { progressOn, selectPlan } from '@/lib/journey';
import { addDays, daysFrom } from '@/lib/journey/time';
import { signLink, verifyLink } from '@/lib/security/tokens';
import { MILESTONES, type Milestone } from '@/lib/certificates/schema';
import { claimDue, markSent, savePrefs, selectPrefs, sendFacts, switchOff, unsentToday, type Claim, type Reminders } from './queries';
import { reminderEmail, type ReminderContent } from './emails';
import { REMINDER_KINDS, type ReminderKind, type RemindersInput } from './schema';

export * from './schema';
export { accountPath } from './emails';
export type { Claim, Reminders } from './queries';

// ---------------------------------------------------------------- choices (/account and the app)

export const remindersIn = selectPrefs;
export const saveRemindersIn = savePrefs;

export async function getRemindersCall(_data: unknown, ctx: CallContext) {
  return { reminders: await selectPrefs(await db(), ctx.uid!) };
}

export async function setRemindersCall(data: RemindersInput, ctx: CallContext) {
  return { reminders: await savePrefs(await db(), ctx.uid!, data) };
}

/** For pages: on the process's database. */
export const remindersOf = async (uid: string): Promise<Reminders> => selectPrefs(await db(), uid);

// ---------------------------------------------------------------- one-click unsubscribe (RFC 8058)

const PURPOSE = 'reminder-unsubscribe';

/**
 * The one-click unsubscribe token of one member's reminders of one kind: `kind.uid.signature` (the uid
 * base64url, the signature an HMAC of both with the session secret, lib/security/tokens signLink). It
 * switches off that kind only, for that member only; nothing is stored, and no other link can be made
 * from it. Null without a secret.
 */
export function unsubscribeToken(uid: string, kind: ReminderKind): string | null {
  const signature = signLink(PURPOSE, [uid, kind]);
  return signature ? `${kind}.${Buffer.from(uid).toString('base64url')}.${signature}` : null;
}

/** The member and kind a token stands for, or null for anything else (malformed, another kind, forged, too long). */
export function readUnsubscribeToken(token: string): { uid: string; kind: ReminderKind } | null {
  if (token.length > 300) return null;
  const [kind, uid64, signature, ...rest] = token.split('.');
  if (rest.length || !kind || !uid64 || !signature || !(REMINDER_KINDS as readonly string[]).includes(kind)) return null;
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(uid64)) return null;
  const uid = Buffer.from(uid64, 'base64url').toString('utf8');
  if (!uid || Buffer.from(uid).toString('base64url') !== uid64) return null;
  return verifyLink(PURPOSE, [uid, kind], signature) ? { uid, kind: kind as ReminderKind } : null;
}

/** RFC 8058's POST: switches the token's kind off. False (and nothing changed) for a token that is not ours. */
export async function unsubscribeWith(database: Db, token: string): Promise<boolean> {
  const who = readUnsubscribeToken(token);
  if (!who) return false;
  await switchOff(database, who.uid, who.kind);
  return true;
}
export const unsubscribeByToken = async (token: string) => unsubscribeWith(await db(), token);

// ---------------------------------------------------------------- the scan and the sends

/**
 * The scan (a pg-boss schedule, lib/compose/worker.ts): claims every reminder due at `now` in one
 * statement (lib/reminders/queries claimDue) and hands each to `enqueue` (a send job each), with the
 * claims of today that were never sent (a worker died between claiming and queueing). Returns the new claims.
 */
export async function scanReminders(database: Db, enqueue: (claims: Claim[]) => Promise<unknown>, now = new Date(), queue = SEND_QUEUE): Promise<Claim[]> {
  const left = await unsentToday(database, now, queue);
  const claims = await claimDue(database, now);
  const all = [...left, ...claims];
  for (let i = 0; i < all.length; i += 1000) await enqueue(all.slice(i, i + 1000));
  return claims;
}

/** The pg-boss queue of the send jobs (lib/jobs QUEUES.reminderSend). */
const SEND_QUEUE = 'reminder-send';

/** The send job's singleton key (`uid:kind:day`): at most one waiting and one running job per reminder. */
export const claimKey = (c: Claim) => `${c.uid}:${c.kind}:${c.day}`;

export interface ReminderSendDeps {
  siteUrl: string;
  mail: { transport: Transport | null; from: string };
  /** The member's address and whether the account can receive mail (the identity provider's record). */
  recipient: (uid: string) => Promise<{ email: string | null; disabled: boolean } | null>;
  throttle?: () => Promise<unknown>;
}

/** The milestone a day is for a quit date (null: none), as the scan's SQL finds it (MILESTONE_AFTER). */
export function milestoneOn(quitDate: string, day: string): Milestone | null {
  const [y, m, d] = quitDate.split('-').map(Number) as [number, number, number];
  const days: Record<Milestone, string> = {
    '1-day': addDays(quitDate, 1),
    '1-week': addDays(quitDate, 7),
    '1-month': clampMonth(y, m, d, 1),
    '3-months': clampMonth(y, m, d, 3),
    '6-months': clampMonth(y, m, d, 6),
    '1-year': clampMonth(y, m, d, 12),
  };
  return MILESTONES.find((ms) => days[ms] === day) ?? null;
}
/** PostgreSQL's `date + interval 'n months'`: the same day of the month, or the month's last day. */
function clampMonth(y: number, m: number, d: number, months: number) {
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

/**
 * Sends one claimed reminder, at most once. The claim's row is locked for the send (FOR UPDATE SKIP
 * LOCKED, in a transaction): a second job for the same reminder on another worker finds it locked or
 * sent and does nothing. A worker killed after the SMTP server took the message but before `sent_at`
 * was written leaves the row unsent (its transaction dies with it); the job runs again when its lease
 * runs out and sends the message again with the same Message-ID, so mail clients show it once: the
 * newsletter's one unavoidable window at the SMTP boundary. Not sent, and left unsent: a kind switched
 * off since the claim, a plan or an account gone, an account without an address or disabled.
 */
export async function sendReminder(database: Db, claim: Claim, deps: ReminderSendDeps): Promise<'sent' | 'skipped'> {
  return database.transaction(async (tx) => {
    const locked = await tx.execute(sql`
      select 1 from reminder_sends where uid = ${claim.uid} and kind = ${claim.kind} and day = ${claim.day}::date and sent_at is null
      for update skip locked`);
    if (!(locked as unknown as { rows: unknown[] }).rows.length) return 'skipped';
    const facts = await sendFacts(tx, claim);
    if (!facts?.enabled || !facts.quit_date) return 'skipped';
    const plan = await selectPlan(tx, claim.uid);
    const account = await deps.recipient(claim.uid);
    if (!plan || !account?.email || account.disabled) return 'skipped';
    const content = await contentOf(tx, claim, plan);
    if (!content) return 'skipped';
    const locale: Locale = facts.locale && isLocale(facts.locale) ? facts.locale : 'en-US';
    const mail = await reminderEmail(locale, content, { siteUrl: deps.siteUrl });
    const token = unsubscribeToken(claim.uid, claim.kind);
    // RFC 8058 one-click unsubscribe of this kind.
    const headers: Record<string, string> = token
      ? {
          'List-Unsubscribe': `<${new URL(`/api/reminders/unsubscribe/${token}`, deps.siteUrl).toString()}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {};
    await deps.throttle?.();
    if (deps.mail.transport) {
      const host = new URL(deps.siteUrl).hostname;
      const who = createHash('sha256').update(claim.uid).digest('hex').slice(0, 24);
      await deps.mail.transport.send({
        from: deps.mail.from,
        to: account.email,
        ...mail,
        headers,
        messageId: `<reminder-${claim.kind}-${claim.day}-${who}@${host}>`,
      });
    } else {
      // Embedded mode: the outbox is the mailbox.
      await tx.insert(outbox).values({
        to: account.email,
        ...mail,
        template: `reminder-${claim.kind}`,
        locale,
        headers,
        uid: claim.uid,
        status: 'sent',
        sentAt: new Date(),
        attempts: 1,
      });
    }
    await markSent(tx, claim);
    return 'sent';
  });
}

async function contentOf(database: Db, claim: Claim, plan: NonNullable<Awaited<ReturnType<typeof selectPlan>>>): Promise<ReminderContent | null> {
  const quitDate = plan.quitDate;
  if (claim.kind === 'milestone') {
    const milestone = milestoneOn(quitDate, claim.day);
    return milestone ? { kind: 'milestone', quitDate, milestone } : null;
  }
  if (claim.kind === 'weekly-summary') {
    if (daysFrom(quitDate, claim.day) < 1) return null;
    return { kind: 'weekly-summary', quitDate, progress: await progressOn(database, claim.uid, plan, claim.day) };
  }
  return { kind: claim.kind, quitDate };
}
