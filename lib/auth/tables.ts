import { sql } from 'drizzle-orm/sql';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The auth area's tables (drizzle-kit reads every lib/<area>/tables.ts: drizzle.config.ts). A column that
 * can hold a person's uid is named `uid`, `actor_uid` or `target_uid`: the deletion registry erases or
 * anonymizes it, and its test enumerates the tables.
 */

/**
 * Who holds the admin claim, mirrored from the identity provider (which has no query by claim) so the
 * admin list pages through a table instead of listing every account. Written when rights are granted
 * or revoked in the app and when an admin opens the admin area; checked against the claims on display.
 */
export const adminRoles = pgTable(
  'admin_roles',
  {
    uid: text('uid').primaryKey(),
    email: text('email'),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_roles_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Every change of a person's rights: who did what to whom, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUid: text('actor_uid').notNull(),
    actorEmail: text('actor_email'),
    targetUid: text('target_uid').notNull(),
    targetEmail: text('target_email'),
    action: text('action').notNull(),
    /** What changed, for actions on things other than people (lists, campaigns, newsletters). */
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The actor and address indexes serve a person's export and deletion (lib/deletion), which look rows
  // up by uid and by lower(address).
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetUid),
    index('audit_log_actor_idx').on(t.actorUid),
    index('audit_log_actor_email_lower_idx').on(sql`lower(${t.actorEmail})`),
    index('audit_log_target_email_lower_idx').on(sql`lower(${t.targetEmail})`),
  ],
);

/**
 * The member's account history (Sign-in and security on /account): what changed about how the account
 * signs in, and when. `kind` is one of ACCOUNT_EVENT_KINDS (lib/auth/schema.ts); `detail` a provider id
 * such as `google.com`, never an address or a client address. Exported and deleted with the person.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull(),
    kind: text('kind').notNull(),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_events_uid_at_idx').on(t.uid, t.at)],
);
