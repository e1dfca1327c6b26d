import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The challenges area's tables (drizzle-kit reads every lib/<area>/tables.ts: drizzle.config.ts). A column that
 * can hold a person's uid is named `uid`, `actor_uid` or `target_uid`: the deletion registry erases or
 * anonymizes it, and its test enumerates the tables.
 */

/** Smoke-free challenges among friends. */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid').notNull(),
    ownerName: text('owner_name').notNull(),
    kind: text('kind', { enum: ['smoke-free-days'] })
      .notNull()
      .default('smoke-free-days'),
    days: integer('days').notNull(),
    startsOn: date('starts_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('challenges_uid_idx').on(t.uid)],
);

export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    name: text('name').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('challenge_participants_pk').on(t.challengeId, t.uid), index('challenge_participants_uid_idx').on(t.uid)],
);

/** Invitation links: unguessable (hash stored), revocable, expiring. */
export const challengeInvites = pgTable(
  'challenge_invites',
  {
    tokenHash: text('token_hash').primaryKey(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('challenge_invites_challenge_idx').on(t.challengeId), index('challenge_invites_uid_idx').on(t.uid)],
);
