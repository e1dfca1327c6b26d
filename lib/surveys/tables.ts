import { date, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The surveys area's tables (drizzle-kit reads every lib/<area>/tables.ts: drizzle.config.ts). A column that
 * can hold a person's uid is named `uid`, `actor_uid` or `target_uid`: the deletion registry erases or
 * anonymizes it, and its test enumerates the tables.
 */

/** Fagerström Test for Nicotine Dependence results. */
export const testResults = pgTable(
  'test_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid'),
    answers: jsonb('answers').$type<number[]>().notNull(),
    score: smallint('score').notNull(),
    band: text('band').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_results_created_idx').on(t.createdAt), index('test_results_uid_idx').on(t.uid)],
);

/** Motivation survey answers. */
export const motivationResults = pgTable(
  'motivation_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid'),
    readiness: smallint('readiness').notNull(),
    confidence: smallint('confidence').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    interests: jsonb('interests').$type<string[]>().notNull(),
    quitDate: date('quit_date'),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('motivation_results_created_idx').on(t.createdAt), index('motivation_results_uid_idx').on(t.uid)],
);
