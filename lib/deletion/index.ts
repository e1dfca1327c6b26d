import { eq, or, sql } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '@/lib/db';
import {
  auditLog,
  certificates,
  challengeInvites,
  challengeParticipants,
  challenges,
  codes,
  deletionAudit,
  motivationResults,
  onboardingEvents,
  outbox,
  purchases,
  subscriptions,
  testResults,
} from '@/lib/db/schema';

export interface Person {
  uid: string;
  email: string | null;
}

const ANONYMOUS = 'deleted-account';

/**
 * Deletes a person's account and every row tied to them, retry-safe: the database part runs in one
 * transaction (rows by uid, and by email where a table knows people by address), rights changes keep
 * their history with the person anonymized, then the identity provider's account goes (an account
 * already gone counts as done). Running it again after an interruption finishes the job. One audit
 * line without personal data records it.
 */
export async function deleteAccount(person: Person, deps: { db: Db; auth: Pick<Auth, 'deleteUser'> }) {
  const [audit] = await deps.db.insert(deletionAudit).values({}).returning({ id: deletionAudit.id });
  const email = person.email?.toLowerCase() ?? null;
  const counts = await deps.db.transaction(async (tx) => {
    let deleted = 0;
    const count = (r: unknown) => (Array.isArray(r) ? r.length : 0);
    deleted += count(await tx.delete(testResults).where(eq(testResults.uid, person.uid)).returning({ id: testResults.id }));
    deleted += count(await tx.delete(motivationResults).where(eq(motivationResults.uid, person.uid)).returning({ id: motivationResults.id }));
    deleted += count(
      await tx
        .delete(subscriptions)
        .where(email ? or(eq(subscriptions.uid, person.uid), eq(subscriptions.email, email)) : eq(subscriptions.uid, person.uid))
        .returning({ id: subscriptions.id }),
    );
    deleted += count(
      await tx
        .delete(outbox)
        .where(email ? or(eq(outbox.uid, person.uid), sql`lower(${outbox.to}) = ${email}`) : eq(outbox.uid, person.uid))
        .returning({ id: outbox.id }),
    );
    deleted += count(await tx.delete(onboardingEvents).where(eq(onboardingEvents.uid, person.uid)).returning({ id: onboardingEvents.id }));
    deleted += count(await tx.delete(certificates).where(eq(certificates.uid, person.uid)).returning({ id: certificates.id }));
    deleted += count(await tx.delete(challengeInvites).where(eq(challengeInvites.uid, person.uid)).returning({ id: challengeInvites.tokenHash }));
    deleted += count(await tx.delete(challengeParticipants).where(eq(challengeParticipants.uid, person.uid)).returning({ id: challengeParticipants.uid }));
    // Their own challenges go with them (participants and invites cascade).
    deleted += count(await tx.delete(challenges).where(eq(challenges.uid, person.uid)).returning({ id: challenges.id }));
    let anonymized = 0;
    // Purchases and redeemed codes are business records: kept, no longer linked to the person.
    anonymized += count(await tx.update(purchases).set({ uid: null }).where(eq(purchases.uid, person.uid)).returning({ id: purchases.id }));
    anonymized += count(await tx.update(codes).set({ uid: null }).where(eq(codes.uid, person.uid)).returning({ id: codes.code }));
    anonymized += count(await tx.update(auditLog).set({ actorUid: ANONYMOUS, actorEmail: null }).where(eq(auditLog.actorUid, person.uid)).returning({ id: auditLog.id }));
    anonymized += count(await tx.update(auditLog).set({ targetUid: ANONYMOUS, targetEmail: null }).where(eq(auditLog.targetUid, person.uid)).returning({ id: auditLog.id }));
    return { deleted, anonymized };
  });
  let authDeleted = false;
  try {
    await deps.auth.deleteUser(person.uid);
    authDeleted = true;
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    authDeleted = true;
  }
  await deps.db
    .update(deletionAudit)
    .set({ completedAt: new Date(), rowsDeleted: counts.deleted, rowsAnonymized: counts.anonymized, authDeleted })
    .where(eq(deletionAudit.id, audit!.id));
  return counts;
}

/** Everything stored about a person, as one JSON document ("download my data"). */
export async function exportData(person: Person, deps: { db: Db; auth: Pick<Auth, 'getUser'> }) {
  const email = person.email?.toLowerCase() ?? null;
  const user = await deps.auth.getUser(person.uid).catch(() => null);
  const strip = <T extends Record<string, unknown>>(rows: T[], keys: string[]) => rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !keys.includes(k))));
  return {
    exportedAt: new Date().toISOString(),
    account: user
      ? { uid: user.uid, email: user.email ?? null, emailVerified: user.emailVerified, displayName: user.displayName ?? null, createdAt: user.metadata.creationTime, lastSignIn: user.metadata.lastSignInTime, providers: user.providerData.map((p) => p.providerId) }
      : { uid: person.uid, email },
    dependencyTests: await deps.db.select().from(testResults).where(eq(testResults.uid, person.uid)),
    motivationSurveys: await deps.db.select().from(motivationResults).where(eq(motivationResults.uid, person.uid)),
    newsletter: strip(
      await deps.db.select().from(subscriptions).where(email ? or(eq(subscriptions.uid, person.uid), eq(subscriptions.email, email)) : eq(subscriptions.uid, person.uid)),
      ['verifyTokenHash', 'unsubscribeTokenHash'],
    ),
    emails: strip(await deps.db.select().from(outbox).where(email ? or(eq(outbox.uid, person.uid), sql`lower(${outbox.to}) = ${email}`) : eq(outbox.uid, person.uid)), ['html']),
    rightsChanges: await deps.db.select().from(auditLog).where(or(eq(auditLog.actorUid, person.uid), eq(auditLog.targetUid, person.uid))),
  };
}
