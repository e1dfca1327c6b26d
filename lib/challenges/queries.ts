import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { challengeInvites, challengeParticipants, challenges } from '@/lib/db/schema';

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
