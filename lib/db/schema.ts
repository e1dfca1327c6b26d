import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every change of a person's rights: who did what to whom, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUid: text('actor_uid').notNull(),
    actorEmail: text('actor_email'),
    targetUid: text('target_uid').notNull(),
    targetEmail: text('target_email'),
    action: text('action', { enum: ['grant-admin', 'revoke-admin', 'create-account'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.targetUid)],
);
