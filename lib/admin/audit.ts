import 'server-only';
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { onProcessDb, type Db } from '@/lib/db';
import { auditLog } from '@/lib/auth/tables';
import { codeCampaigns } from '@/lib/campaigns/tables';
import { newsletterSends } from '@/lib/newsletter/tables';
import { searchSchema, type RawSearch } from '@/lib/http/search-params';
import { pageParam, text } from '@/lib/validation/schema';

/**
 * The audit log in words (shown on /admin/user-roles): each kind of line has a sentence in the
 * messages (AdminUi.audit.kind.*), filled from the line's columns and its detail. The filter is a
 * GET form (action, person) and the page of lines `log`, parsed here; a value that does not parse
 * counts as not given.
 */
export const AUDIT_KINDS = {
  'grant-admin': ['grant-admin'],
  'revoke-admin': ['revoke-admin'],
  'create-account': ['create-account'],
  'create-campaign': ['create-campaign'],
  'deactivate-campaign': ['deactivate-campaign'],
  'reactivate-campaign': ['reactivate-campaign'],
  'send-newsletter': ['send-newsletter'],
  'control-send': ['pause-send', 'resume-send', 'cancel-send'],
  'retry-outbox': ['retry-outbox'],
  lists: ['create-quit-reasons', 'update-quit-reasons', 'move-quit-reasons', 'create-interests', 'update-interests', 'move-interests'],
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;
const kinds = Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]];

export const auditFilter = searchSchema({ action: z.enum(kinds), person: text({ max: 200 }), log: pageParam() });
export type AuditFilter = z.output<typeof auditFilter>;

/** The page's filter from its query string (bad values dropped). */
export const parseAuditFilter = (raw: RawSearch): AuditFilter => auditFilter.parse(raw);

/** One line as a message key and its values ("Admin rights granted to …"). */
export interface AuditSentence {
  kind: Exclude<AuditKind, 'lists' | 'control-send'> | 'list-saved' | 'list-moved' | SendControl | 'other';
  values: Record<string, string | number>;
}

type SendControl = (typeof AUDIT_KINDS)['control-send'][number];
const isSendControl = (action: string): action is SendControl => (AUDIT_KINDS['control-send'] as readonly string[]).includes(action);

/**
 * A page of lines matching the filter, newest first (by the indexed time; a person is matched exactly
 * by email or uid, as actor or target), and whether older lines follow.
 */
export async function auditLines(db: Db, filter: AuditFilter, limit = 30) {
  const size = Math.min(Math.max(limit, 1), 200);
  const page = filter.log ?? 1;
  const where: SQL[] = [];
  if (filter.action) where.push(inArray(auditLog.action, [...AUDIT_KINDS[filter.action]]));
  const person = filter.person?.trim();
  if (person)
    where.push(or(eq(auditLog.actorEmail, person), eq(auditLog.actorUid, person), eq(auditLog.targetEmail, person), eq(auditLog.targetUid, person)) as SQL);
  const found = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  const more = found.length > size;
  const rows = found.slice(0, size);
  // Campaign and send lines carry the thing's id (the first word of the detail): their names in one query each.
  const idsOf = (match: (action: string) => boolean) =>
    [...new Set(rows.filter((r) => match(r.action)).map((r) => (r.detail ?? '').split(' ')[0]!))].filter((id) => /^[0-9a-f-]{36}$/.test(id));
  const campaignIds = idsOf((a) => a.endsWith('-campaign'));
  const sendIds = idsOf(isSendControl);
  const names = new Map([
    ...(campaignIds.length
      ? await db.select({ id: codeCampaigns.id, name: codeCampaigns.name }).from(codeCampaigns).where(inArray(codeCampaigns.id, campaignIds))
      : []
    ).map((c) => [c.id, c.name] as const),
    ...(sendIds.length
      ? await db.select({ id: newsletterSends.id, name: newsletterSends.subject }).from(newsletterSends).where(inArray(newsletterSends.id, sendIds))
      : []
    ).map((s) => [s.id, s.name] as const),
  ]);
  return { page, more, lines: rows.map((r) => ({ ...r, sentence: describe(r, names) })) };
}

function describe(r: typeof auditLog.$inferSelect, names: Map<string, string>): AuditSentence {
  const target = r.targetEmail ?? r.targetUid;
  const [first = '', second = '', ...rest] = (r.detail ?? '').split(' ');
  switch (r.action) {
    case 'grant-admin':
    case 'revoke-admin':
    case 'create-account':
      return { kind: r.action, values: { target } };
    case 'create-campaign':
      return { kind: r.action, values: { name: names.get(first) ?? first, count: Number(second) || 0 } };
    case 'deactivate-campaign':
    case 'reactivate-campaign':
      return { kind: r.action, values: { name: names.get(first) ?? first } };
    case 'send-newsletter':
      return { kind: r.action, values: { count: Number(first) || 0, subject: rest.join(' ') } };
    case 'pause-send':
    case 'resume-send':
    case 'cancel-send':
      return { kind: r.action, values: { subject: names.get(first) ?? first } };
    case 'retry-outbox':
      return { kind: r.action, values: { count: Number(first) || 0 } };
    default:
      if ((AUDIT_KINDS.lists as readonly string[]).includes(r.action))
        return r.action.startsWith('move-') ? { kind: 'list-moved', values: {} } : { kind: 'list-saved', values: { key: first } };
      return { kind: 'other', values: { action: r.action, detail: r.detail ?? '' } };
  }
}

// For pages and route handlers: on the process's database.
export const auditLinesOf = onProcessDb(auditLines);
