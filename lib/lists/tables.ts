import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * The lists area's tables (drizzle-kit reads every lib/<area>/tables.ts: drizzle.config.ts). A column that
 * can hold a person's uid is named `uid`, `actor_uid` or `target_uid`: the deletion registry erases or
 * anonymizes it, and its test enumerates the tables.
 */

/** A list editors keep in /admin: items by key, a label per locale, in their order, switched on or off. */
const listTable = <N extends string>(name: N) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    labels: jsonb('labels').$type<Record<string, string>>().notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  });

/** Reasons to quit that members can pick in the motivation survey. */
export const quitReasons = listTable('quit_reasons');

/** Interests members can pick in the motivation survey. */
export const interests = listTable('interests');
