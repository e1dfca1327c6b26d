import 'server-only';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { accountEvents, adminRoles, auditLog } from '@/lib/auth/tables';
import { certificates } from '@/lib/certificates/tables';
import { challengeInvites, challengeParticipants, challenges } from '@/lib/challenges/tables';
import { codeCampaigns, codes } from '@/lib/campaigns/tables';
import { deletionAudit } from '@/lib/deletion/tables';
import { goClicks } from '@/lib/golinks/tables';
import { checkInDays, checkIns, quitPlans } from '@/lib/journey/tables';
import { interests, quitReasons } from '@/lib/lists/tables';
import { motivationResults, testResults } from '@/lib/surveys/tables';
import { newsletterDeliveries, newsletterSends, subscriptions } from '@/lib/newsletter/tables';
import { funnelRollupQueue, funnelRollups, onboardingEvents } from '@/lib/funnel/tables';
import { outbox } from '@/lib/email/tables';
import { purchaseRollups, purchases } from '@/lib/purchases/tables';
import { reminderDays, reminderPrefs, reminderSends } from '@/lib/reminders/tables';
import { supportRequests } from '@/lib/support/tables';

/**
 * How each table's rows belong to a person: the one list that "download my data" (export) and
 * "delete my account" (deletion) both walk, so a table cannot be in one and forgotten in the other.
 * tests/integration/personal-data.test.ts fails when an area's tables.ts gains a table, or a uid or
 * email column, that is in neither this list nor `notPersonal`.
 */
export interface Owner {
  /** A column holding the person's uid. */
  uid?: AnyPgColumn;
  /** A column holding the person's email address (compared case-insensitively). */
  email?: AnyPgColumn;
}

/** The keys of the export document, one per personal table. */
export type ExportKey =
  | 'dependencyTests'
  | 'motivationSurveys'
  | 'newsletter'
  | 'emails'
  | 'onboardingSteps'
  | 'certificates'
  | 'quitPlan'
  | 'checkIns'
  | 'challengeInvitations'
  | 'challengeParticipations'
  | 'challenges'
  | 'purchases'
  | 'redeemedCodes'
  | 'rightsChanges'
  | 'adminRole'
  | 'accountHistory'
  | 'reminderChoices'
  | 'remindersSent'
  | 'supportRequests';

export interface PersonalTable {
  /** The key of this table's rows in the export. */
  key: ExportKey;
  table: PgTable;
  /** The ways a row belongs to the person; a row matches when any of them does. */
  owners: Owner[];
  /**
   * Rows that also go with a parent row the person owns (the foreign key cascades): deleted, but not
   * exported, because they are other people's (e.g. friends who joined the person's challenge).
   */
  viaParent?: { parent: PgTable; column: AnyPgColumn; references: AnyPgColumn; parentUid: AnyPgColumn };
  /**
   * `delete`: the rows go. `anonymize`: business records that must stay (purchases, redeemed codes,
   * the audit of rights changes): the owner columns are cleared (uid → null, or DELETED_ACCOUNT where
   * the column is required; email → null) and the rest is kept.
   */
  erase: 'delete' | 'anonymize';
  /** Properties never exported besides SECRET ones (bulky duplicates such as an email's HTML). */
  omit?: string[];
}

/** Properties never exported from any table: tokens and their hashes (links that act on the account). */
export const SECRET = /token/i;

/** What a required uid column says after its person was deleted. */
export const DELETED_ACCOUNT = 'deleted-account';

/** In deletion order: children before their parents. */
export const personalTables: PersonalTable[] = [
  { key: 'dependencyTests', table: testResults, owners: [{ uid: testResults.uid }], erase: 'delete' },
  { key: 'motivationSurveys', table: motivationResults, owners: [{ uid: motivationResults.uid }], erase: 'delete' },
  {
    key: 'newsletter',
    table: subscriptions,
    owners: [{ uid: subscriptions.uid, email: subscriptions.email }],
    erase: 'delete',
  },
  { key: 'emails', table: outbox, owners: [{ uid: outbox.uid, email: outbox.to }], erase: 'delete', omit: ['html'] },
  { key: 'onboardingSteps', table: onboardingEvents, owners: [{ uid: onboardingEvents.uid }], erase: 'delete' },
  { key: 'certificates', table: certificates, owners: [{ uid: certificates.uid }], erase: 'delete' },
  { key: 'quitPlan', table: quitPlans, owners: [{ uid: quitPlans.uid }], erase: 'delete' },
  { key: 'checkIns', table: checkIns, owners: [{ uid: checkIns.uid }], erase: 'delete' },
  {
    key: 'challengeInvitations',
    table: challengeInvites,
    owners: [{ uid: challengeInvites.uid }],
    viaParent: { parent: challenges, column: challengeInvites.challengeId, references: challenges.id, parentUid: challenges.uid },
    erase: 'delete',
  },
  {
    key: 'challengeParticipations',
    table: challengeParticipants,
    owners: [{ uid: challengeParticipants.uid }],
    viaParent: { parent: challenges, column: challengeParticipants.challengeId, references: challenges.id, parentUid: challenges.uid },
    erase: 'delete',
  },
  { key: 'challenges', table: challenges, owners: [{ uid: challenges.uid }], erase: 'delete' },
  { key: 'purchases', table: purchases, owners: [{ uid: purchases.uid }], erase: 'anonymize' },
  { key: 'redeemedCodes', table: codes, owners: [{ uid: codes.uid }], erase: 'anonymize' },
  {
    key: 'rightsChanges',
    table: auditLog,
    owners: [
      { uid: auditLog.actorUid, email: auditLog.actorEmail },
      { uid: auditLog.targetUid, email: auditLog.targetEmail },
    ],
    erase: 'anonymize',
  },
  { key: 'adminRole', table: adminRoles, owners: [{ uid: adminRoles.uid, email: adminRoles.email }], erase: 'delete' },
  { key: 'accountHistory', table: accountEvents, owners: [{ uid: accountEvents.uid }], erase: 'delete' },
  { key: 'reminderChoices', table: reminderPrefs, owners: [{ uid: reminderPrefs.uid }], erase: 'delete' },
  { key: 'remindersSent', table: reminderSends, owners: [{ uid: reminderSends.uid }], erase: 'delete' },
  // Questions from the contact form: by the signed-in sender's uid, or by the address they wrote from.
  { key: 'supportRequests', table: supportRequests, owners: [{ uid: supportRequests.uid, email: supportRequests.email }], erase: 'delete' },
];

/** Tables that hold nothing about a person, and why. */
export const notPersonal: Array<{ table: PgTable; why: string }> = [
  { table: quitReasons, why: 'reference list edited by admins' },
  { table: interests, why: 'reference list edited by admins' },
  { table: codeCampaigns, why: 'campaign settings; the redeemed codes are in `codes`' },
  { table: deletionAudit, why: 'one line per deletion, without personal data' },
  { table: goClicks, why: 'link id, platform and time only' },
  { table: newsletterSends, why: 'a newsletter as a job: subject, text, languages and progress' },
  { table: funnelRollups, why: 'counts of users per step, platform and day (issue #36 rollups)' },
  { table: funnelRollupQueue, why: 'ids of onboarding events not yet counted; an erased event’s id is dropped by the next fold' },
  { table: purchaseRollups, why: 'counts and price sums per day, store, status and currency' },
  { table: checkInDays, why: 'the number of check-ins per day' },
  { table: reminderDays, why: 'reminders sent and followed per day and kind' },
  { table: newsletterDeliveries, why: 'one row per newsletter and subscription id, deleted with the subscription (foreign key cascade)' },
];

/** A column that names a person (by its SQL name): `uid`, `…_uid`, or anything with `email`. */
export function namesAPerson(columnName: string): boolean {
  return /(^|_)uid$/.test(columnName) || /email/.test(columnName);
}

export const tableName = (table: PgTable) => getTableConfig(table).name;
