import 'server-only';
import { and, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '@/lib/db';
import { codeCampaigns, codes } from './tables';
import { uuid } from '@/lib/validation/schema';
import { CODE_SHAPE, type CODE_LENGTHS, formatCode, normalizeCode } from './schema';

export type RedeemResult = { ok: true; grant: string; days: number } | { ok: false; reason: 'not-found' | 'already-redeemed' | 'not-valid-now' };

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I

/** A new canonical code: the prefix and `length` random characters from an unambiguous alphabet. */
export function newCode(length = 12, prefix = ''): string {
  return prefix + Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * Redeems a code once: a single conditional UPDATE (not yet redeemed, campaign valid now), so two
 * concurrent redemptions of one code cannot both succeed.
 */
export async function redeemCode(db: Db, uid: string, input: string, now = new Date()): Promise<RedeemResult> {
  const code = normalizeCode(input);
  const valid = db
    .select({ id: codeCampaigns.id })
    .from(codeCampaigns)
    .where(and(lte(codeCampaigns.validFrom, now), gt(codeCampaigns.validUntil, now), isNull(codeCampaigns.deactivatedAt)));
  const [won] = await db
    .update(codes)
    .set({ uid, redeemedAt: now })
    .where(and(eq(codes.code, code), isNull(codes.redeemedAt), sql`${codes.campaignId} in (${valid})`))
    .returning({ campaignId: codes.campaignId });
  if (won) {
    const [campaign] = await db.select().from(codeCampaigns).where(eq(codeCampaigns.id, won.campaignId));
    return { ok: true, grant: campaign!.grant, days: campaign!.grantDays };
  }
  const [row] = await db.select().from(codes).where(eq(codes.code, code));
  if (!row) return { ok: false, reason: 'not-found' };
  if (row.redeemedAt) return { ok: false, reason: 'already-redeemed' };
  return { ok: false, reason: 'not-valid-now' };
}

/** The codes a member redeemed, newest first: what each grants, for how many days, from when. */
export async function redemptionsOf(db: Db, uid: string) {
  const rows = await db
    .select({ grant: codeCampaigns.grant, days: codeCampaigns.grantDays, redeemedAt: codes.redeemedAt })
    .from(codes)
    .innerJoin(codeCampaigns, eq(codes.campaignId, codeCampaigns.id))
    .where(and(eq(codes.uid, uid), isNotNull(codes.redeemedAt)))
    .orderBy(desc(codes.redeemedAt))
    .limit(100);
  return rows.map((r) => ({ grant: r.grant, days: r.days, redeemedAt: r.redeemedAt! }));
}

export interface NewCampaign {
  name: string;
  grantDays: number;
  validFrom: Date;
  validUntil: Date;
  count: number;
  grant?: string;
  prefix?: string;
  codeLength?: (typeof CODE_LENGTHS)[number];
}

type Made = { campaign: typeof codeCampaigns.$inferSelect; codes: string[]; created: boolean };

/** Whether a campaign is the one `input` asks for: the same fields and as many codes. */
async function sameCampaign(tx: Pick<Db, 'select'>, c: typeof codeCampaigns.$inferSelect, input: NewCampaign) {
  const same =
    c.name === input.name &&
    c.grant === (input.grant ?? 'premium') &&
    c.grantDays === input.grantDays &&
    c.validFrom.getTime() === input.validFrom.getTime() &&
    c.validUntil.getTime() === input.validUntil.getTime() &&
    c.prefix === (input.prefix ?? '') &&
    c.codeLength === (input.codeLength ?? 12);
  if (!same) return false;
  const [issued] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(codes)
    .where(eq(codes.campaignId, c.id));
  return issued!.n === input.count;
}

/**
 * Creates a campaign with `count` fresh codes in one transaction. Codes go in 10 000 to an
 * INSERT, so 100 000 codes take a few seconds; a code that happens to
 * exist already is replaced by a new one until the count is reached. With an idempotency key (the
 * admin form's) that a campaign already carries, nothing is written: the same request again gets that
 * campaign back (`created: false`), the key with other input `conflict` (as a newsletter's send does).
 */
export async function createCampaign(db: Db, input: NewCampaign): Promise<Made>;
export async function createCampaign(db: Db, input: NewCampaign, key: string): Promise<Made | { conflict: true }>;
export async function createCampaign(db: Db, input: NewCampaign, key?: string): Promise<Made | { conflict: true }> {
  const prefix = input.prefix ?? '';
  const length = input.codeLength ?? 12;
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .insert(codeCampaigns)
      .values({
        name: input.name,
        grant: input.grant ?? 'premium',
        grantDays: input.grantDays,
        validFrom: input.validFrom,
        validUntil: input.validUntil,
        prefix,
        codeLength: length,
        idempotencyKey: key ?? null,
      })
      .onConflictDoNothing({ target: codeCampaigns.idempotencyKey })
      .returning();
    if (!campaign) {
      // The key again: the same request (a double submit, a retry) gets the campaign it already made, no new codes.
      const [first] = await tx.select().from(codeCampaigns).where(eq(codeCampaigns.idempotencyKey, key!));
      return (await sameCampaign(tx, first!, input)) ? { campaign: first!, codes: [] as string[], created: false } : { conflict: true as const };
    }
    const made: string[] = [];
    while (made.length < input.count) {
      const batch = new Set<string>();
      while (batch.size < Math.min(10_000, input.count - made.length)) batch.add(newCode(length, prefix));
      const rows = await tx
        .insert(codes)
        .values([...batch].map((code) => ({ code, campaignId: campaign.id })))
        .onConflictDoNothing()
        .returning({ code: codes.code });
      made.push(...rows.map((r) => r.code));
    }
    return { campaign, codes: made.map((c) => formatCode(c, prefix)), created: true };
  });
}

/** Stops (or restarts) a campaign: deactivated campaigns' codes are refused at redemption. */
export async function setCampaignActive(db: Db, id: string, active: boolean, now = new Date()) {
  const [row] = await db
    .update(codeCampaigns)
    .set({ deactivatedAt: active ? null : now })
    .where(eq(codeCampaigns.id, id))
    .returning({ id: codeCampaigns.id });
  return Boolean(row);
}

/** Campaigns with issued and redeemed counts, aggregated in SQL. */
export async function campaignList(db: Db) {
  return db
    .select({
      id: codeCampaigns.id,
      name: codeCampaigns.name,
      grantDays: codeCampaigns.grantDays,
      validFrom: codeCampaigns.validFrom,
      validUntil: codeCampaigns.validUntil,
      deactivatedAt: codeCampaigns.deactivatedAt,
      issued: sql<number>`count(${codes.code})::int`,
      redeemed: sql<number>`count(${codes.redeemedAt})::int`,
    })
    .from(codeCampaigns)
    .leftJoin(codes, eq(codes.campaignId, codeCampaigns.id))
    .groupBy(codeCampaigns.id)
    .orderBy(desc(codeCampaigns.createdAt));
}

/** One campaign with its counts and redemptions per day; null for an unknown or malformed id. */
export async function campaignDetail(db: Db, id: string) {
  if (!uuid.safeParse(id).success) return null;
  const [campaign] = await db.select().from(codeCampaigns).where(eq(codeCampaigns.id, id));
  if (!campaign) return null;
  const [counts] = await db
    .select({ issued: sql<number>`count(*)::int`, redeemed: sql<number>`count(${codes.redeemedAt})::int` })
    .from(codes)
    .where(eq(codes.campaignId, id));
  const byDay = await db
    .select({ day: sql<string>`to_char(${codes.redeemedAt}, 'YYYY-MM-DD')`, n: sql<number>`count(*)::int` })
    .from(codes)
    .where(sql`${codes.campaignId} = ${id} and ${codes.redeemedAt} is not null`)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return { campaign, issued: counts?.issued ?? 0, redeemed: counts?.redeemed ?? 0, byDay };
}

/** One code of a campaign, typed with or without separators (a primary-key lookup). */
export async function findCode(db: Db, campaignId: string, code: string) {
  const norm = normalizeCode(code);
  if (!CODE_SHAPE.test(norm)) return null;
  const [row] = await db
    .select()
    .from(codes)
    .where(and(eq(codes.code, norm), eq(codes.campaignId, campaignId)));
  return row ?? null;
}

/** All codes of a campaign, in pages (for the streamed CSV export). */
export async function* codePages(db: Db, campaignId: string, size = 5000) {
  let after = '';
  for (;;) {
    const rows = await db
      .select({ code: codes.code, redeemedAt: codes.redeemedAt })
      .from(codes)
      .where(sql`${codes.campaignId} = ${campaignId} and ${codes.code} > ${after}`)
      .orderBy(codes.code)
      .limit(size);
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1]!.code;
  }
}
