import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * The lists area's tables (drizzle-kit reads every lib/<area>/tables.ts: drizzle.config.ts). A column that
 * can hold a person's uid is named `uid`, `actor_uid` or `target_uid`: the deletion registry erases or
 * anonymizes it, and its test enumerates the tables.
 */

/** Reasons to quit that members can pick in the motivation survey (labels per locale). */
export const quitReasons = pgTable('quit_reasons', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  labels: jsonb('labels').$type<Record<string, string>>().notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Interests members can pick in the motivation survey (labels per locale). */
export const interests = pgTable('interests', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  labels: jsonb('labels').$type<Record<string, string>>().notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
