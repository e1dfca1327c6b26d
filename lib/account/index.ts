import 'server-only';
import { onProcessDb, type Db } from '@/lib/db';
import { env } from '@/lib/env';
import { mailDeps, sendMail } from '@/lib/email';
import type { Session } from '@/lib/auth/session';
import { currentVerifiedEmail, forgetAccount, liveAccount } from '@/lib/auth/live';
import { actionPage } from '@/lib/auth/action-link';
import { adminAuth } from '@/lib/auth/firebase-admin';
import { confirmAddressEmail } from '@/lib/email/templates';
import { rateLimiter } from '@/lib/security/rate-limit';
import type { Locale } from '@/lib/i18n/locales';
import { memberCertificates } from '@/lib/certificates';
import { memberChallenges } from '@/lib/challenges';
import { subscribe } from '@/lib/newsletter';
import { allowSubscribe } from '@/lib/newsletter/rate-limit';
import { progress, type ProgressAnswers } from './progress';
import { premiumOf } from './premium';
import { addDays, checkInsIn, planWithProgress, todayOf } from '@/lib/journey';
import { endSubscription, selectMotivations, selectSubscription, selectTests } from './queries';

export { progress, type Progress } from './progress';
export { premiumOf, type Premium } from './premium';
export { CURRENCIES, packInput } from './schema';
export { cravingOverview } from './craving';
import { cravingOverview } from './craving';

/** A plan's cigarettes a day from the dependence test's answer (10 or fewer, 11–20, 21–30, 31 or more). */
const PREFILL_PER_DAY = [10, 15, 25, 35] as const;

/**
 * Everything /account shows a member, from their own rows: progress from their quit date, their
 * challenges and certificates, their survey answers over time and their newsletter subscription
 * (the one they made here, or their address's once it is verified: lib/account/queries Subscriber).
 */
export async function accountOverview(db: Db, session: Session, pack: ProgressAnswers['pack'], now = new Date()) {
  const email = await currentVerifiedEmail(session.uid);
  const [tests, motivations, certificates, challenges, subscription, premium, journey] = await Promise.all([
    selectTests(db, session.uid),
    selectMotivations(db, session.uid),
    memberCertificates(db, session.uid),
    memberChallenges(db, session.uid, now),
    selectSubscription(db, { uid: session.uid, email }),
    premiumOf(db, session.uid, now),
    planWithProgress(db, session.uid, now),
  ]);
  const quitDates: ProgressAnswers['quitDates'] = [
    ...motivations.flatMap((m) => (m.quitDate ? [{ date: m.quitDate, source: 'motivation' as const, givenAt: m.createdAt }] : [])),
    ...certificates.map((c) => ({ date: c.since, source: 'certificate' as const, givenAt: c.updatedAt })),
  ];
  const newest = tests[0];
  const cigarettesAnswer = newest ? (newest.answers[3] ?? null) : null;
  const today = todayOf(journey.plan, now);
  const recent = journey.plan ? await checkInsIn(db, session.uid, { from: addDays(today, -27), to: today }) : [];
  return {
    progress: progress({ quitDates, cigarettesAnswer, pack }, now.toISOString().slice(0, 10)),
    /** The quit plan, its progress and the last four weeks of check-ins; without a plan, a plan prefilled from the surveys. */
    journey: {
      ...journey,
      today,
      recent,
      prefill: {
        quitDate: motivations.find((m) => m.quitDate)?.quitDate ?? null,
        cigarettesPerDay: cigarettesAnswer === null ? null : (PREFILL_PER_DAY[cigarettesAnswer] ?? null),
        reasons: motivations[0]?.reasons ?? [],
      },
    },
    tests,
    motivations,
    certificates,
    challenges,
    newsletter: subscription,
    premium,
    /** Whether the newsletter can be managed here: only for a verified address (subscribeMember). */
    emailVerified: email !== null,
  };
}

/**
 * One click on /account: the member's own address gets the double opt-in email (nothing changes for
 * an active subscription). Only a verified address, and the subscription then carries the member's
 * uid: an account that merely claims someone's address must not link itself to their subscription
 * (and learn whether they confirm); it can still use the footer's form like anyone. Limited like the
 * footer form (per address and per client address).
 */
export async function subscribeMember(
  db: Db,
  session: Session,
  locale: Locale,
  ip: string,
): Promise<'ok' | 'no-email' | 'unverified' | 'rate-limited' | 'failed'> {
  if (!session.email) return 'no-email';
  const email = await currentVerifiedEmail(session.uid);
  if (!email) return 'unverified';
  if (!(await allowSubscribe(ip, email))) return 'rate-limited';
  try {
    await subscribe({ email, consent: true, locale, uid: session.uid }, { db, siteUrl: env().SITE_URL, mail: await mailDeps() });
    return 'ok';
  } catch (error) {
    console.error('Subscribing a member failed:', error);
    return 'failed';
  }
}

/**
 * One click on /account: the member's subscription ends (the one they made here, or their verified
 * address's: an account that merely claims an address cannot end that address's subscription).
 */
export async function unsubscribeMember(db: Db, session: Session, now = new Date()): Promise<'ok'> {
  await endSubscription(db, { uid: session.uid, email: await currentVerifiedEmail(session.uid) }, now);
  return 'ok';
}

/**
 * Confirmation links: 3 per hour per account, whatever asked; 10 per hour per client address for the
 * button on /account and 10 more for the email a registration asks for (`signUp`, honoured only for
 * an account made in the last SIGN_UP_WINDOW_MS), so sign-ups behind one shared address do not use up
 * what its members' button may send (every instance, with REDIS_URL).
 */
const confirmPerAccount = rateLimiter({ keyPrefix: 'confirm-address', points: 3, duration: 3600 });
const confirmPerIp = rateLimiter({ keyPrefix: 'confirm-address-ip', points: 10, duration: 3600 });
const signUpConfirmPerIp = rateLimiter({ keyPrefix: 'confirm-address-signup-ip', points: 10, duration: 3600 });
const SIGN_UP_WINDOW_MS = 10 * 60_000;

/**
 * One click on /account (or the registration just done, `signUp`): a member whose address is not
 * verified (a password sign-up) gets an email, in their language, with a link to our sign-in page that
 * confirms it (components/auth/screens/VerifyEmailFinish). Only to the account's own address, as the
 * identity provider has it now. 'verified' when there is nothing to confirm any more (the page is out
 * of date).
 */
export async function sendAddressConfirmation(
  db: Db,
  session: Session,
  locale: Locale,
  ip: string,
  { signUp = false }: { signUp?: boolean } = {},
  now = Date.now(),
): Promise<'ok' | 'no-email' | 'verified' | 'rate-limited' | 'failed'> {
  // The account's limit is counted before the identity provider is asked, so clicks cost it nothing
  // once limited; the address's once the account says whether it is new.
  try {
    await confirmPerAccount.consume(session.uid);
  } catch {
    return 'rate-limited';
  }
  forgetAccount(session.uid);
  const account = await liveAccount(session.uid);
  const newAccount = signUp && account !== null && now - account.createdAt < SIGN_UP_WINDOW_MS;
  try {
    await (newAccount ? signUpConfirmPerIp : confirmPerIp).consume(ip || 'unknown');
  } catch {
    return 'rate-limited';
  }
  if (!account?.email) return 'no-email';
  if (account.emailVerified) return 'verified';
  const email = account.email;
  try {
    const confirmUrl = await actionPage('verifyEmail', (settings) => adminAuth().generateEmailVerificationLink(email, settings), locale);
    const mail = await confirmAddressEmail(locale, { email, confirmUrl, site: new URL(env().SITE_URL).host });
    await sendMail(db, { ...mail, to: email, template: 'confirm-address', locale, uid: session.uid }, await mailDeps());
    return 'ok';
  } catch (error) {
    console.error('Sending an address confirmation failed:', error);
    return 'failed';
  }
}

// For pages and route handlers: on the process's database.
export const accountOf = onProcessDb(accountOverview);
export const cravingOf = onProcessDb(cravingOverview);
