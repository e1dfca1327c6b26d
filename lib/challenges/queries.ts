import 'server-only';
import { and, asc, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { checkIns, quitPlans } from '@/lib/journey/tables';
import { challengeInvites, challengeParticipants, challenges } from './tables';

/** The challenges' SQL: challenges, their participants and invitation links (stored by token hash). */
export async function insertChallenge(db: Db, row: typeof challenges.$inferInsert) {
  const [challenge] = await db.insert(challenges).values(row).returning();
  return challenge!;
}

/** Adds a participant; joining twice is harmless. */
export async function insertParticipant(db: Db, row: typeof challengeParticipants.$inferInsert) {
  await db.insert(challengeParticipants).values(row).onConflictDoNothing();
}

export async function insertInvite(db: Db, row: typeof challengeInvites.$inferInsert) {
  await db.insert(challengeInvites).values(row);
}

export async function selectInvite(db: Db, tokenHash: string) {
  const [invite] = await db.select().from(challengeInvites).where(eq(challengeInvites.tokenHash, tokenHash));
  return invite ?? null;
}

export async function selectChallenge(db: Db, id: string) {
  const [challenge] = await db.select().from(challenges).where(eq(challenges.id, id));
  return challenge ?? null;
}

/** Who takes part, in the order they joined. */
export async function selectParticipants(db: Db, challengeId: string) {
  return db
    .select({ uid: challengeParticipants.uid, name: challengeParticipants.name })
    .from(challengeParticipants)
    .where(eq(challengeParticipants.challengeId, challengeId))
    .orderBy(asc(challengeParticipants.joinedAt));
}

/** Revokes an invitation of `ownerUid`; false when there is none. */
export async function revokeOwnInvite(db: Db, tokenHash: string, ownerUid: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(challengeInvites)
    .set({ revokedAt: now })
    .where(and(eq(challengeInvites.tokenHash, tokenHash), eq(challengeInvites.uid, ownerUid)))
    .returning({ h: challengeInvites.tokenHash });
  return rows.length > 0;
}

/** The challenges `uid` owns or takes part in, newest first. */
export async function selectMemberChallenges(db: Db, uid: string) {
  return db
    .select({ challenge: challenges })
    .from(challenges)
    .innerJoin(challengeParticipants, and(eq(challengeParticipants.challengeId, challenges.id), eq(challengeParticipants.uid, uid)))
    .orderBy(desc(challenges.createdAt));
}

/** The participants of several challenges at once, with their quit plan's time zone (null without a plan), in the order they joined. */
export async function selectParticipantsOf(db: Db, challengeIds: string[]) {
  if (!challengeIds.length) return [];
  return db
    .select({ challengeId: challengeParticipants.challengeId, uid: challengeParticipants.uid, name: challengeParticipants.name, timeZone: quitPlans.timeZone })
    .from(challengeParticipants)
    .leftJoin(quitPlans, eq(quitPlans.uid, challengeParticipants.uid))
    .where(inArray(challengeParticipants.challengeId, challengeIds))
    .orderBy(asc(challengeParticipants.joinedAt));
}

/** Whether each of `uids` checked in smoke-free on any of `days` (nothing else of the check-in): one indexed lookup on (uid, day). */
export async function selectDayStates(db: Db, uids: string[], days: string[]) {
  if (!uids.length || !days.length) return [];
  return db
    .select({ uid: checkIns.uid, day: checkIns.day, smokeFree: checkIns.smokeFree })
    .from(checkIns)
    .where(and(inArray(checkIns.uid, uids), inArray(checkIns.day, days)));
}

/** Per challenge: the smoke-free check-ins of its current participants on the challenge's days (first to last). */
export async function selectSmokeFreeDays(db: Db, challengeIds: string[]) {
  if (!challengeIds.length) return [];
  return db
    .select({ challengeId: challengeParticipants.challengeId, days: sql<number>`count(${checkIns.id})::int` })
    .from(challengeParticipants)
    .innerJoin(challenges, eq(challenges.id, challengeParticipants.challengeId))
    .innerJoin(
      checkIns,
      and(
        eq(checkIns.uid, challengeParticipants.uid),
        eq(checkIns.smokeFree, true),
        gte(checkIns.day, challenges.startsOn),
        sql`${checkIns.day} < ${challenges.startsOn} + ${challenges.days}`,
      ),
    )
    .where(inArray(challengeParticipants.challengeId, challengeIds))
    .groupBy(challengeParticipants.challengeId);
}

/** Takes `uid` out of a challenge; false when they were not in it. */
export async function deleteParticipant(db: Db, challengeId: string, uid: string): Promise<boolean> {
  const rows = await db
    .delete(challengeParticipants)
    .where(and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.uid, uid)))
    .returning({ uid: challengeParticipants.uid });
  return rows.length > 0;
}

/** Deletes a challenge of `ownerUid` with its participants and invitations (cascade); false when there is none. */
export async function deleteOwnChallenge(db: Db, challengeId: string, ownerUid: string): Promise<boolean> {
  const rows = await db
    .delete(challenges)
    .where(and(eq(challenges.id, challengeId), eq(challenges.uid, ownerUid)))
    .returning({ id: challenges.id });
  return rows.length > 0;
}

/** The invitations of a challenge that still work (not revoked, not expired), newest first. */
export async function selectOpenInvites(db: Db, challengeId: string, now: Date) {
  return db
    .select()
    .from(challengeInvites)
    .where(and(eq(challengeInvites.challengeId, challengeId), isNull(challengeInvites.revokedAt), gt(challengeInvites.expiresAt, now)))
    .orderBy(desc(challengeInvites.expiresAt));
}

/** Revokes every open invitation of a challenge of `ownerUid`; how many. */
export async function revokeOpenInvites(db: Db, challengeId: string, ownerUid: string, now: Date): Promise<number> {
  const rows = await db
    .update(challengeInvites)
    .set({ revokedAt: now })
    .where(and(eq(challengeInvites.challengeId, challengeId), eq(challengeInvites.uid, ownerUid), isNull(challengeInvites.revokedAt)))
    .returning({ h: challengeInvites.tokenHash });
  return rows.length;
}
