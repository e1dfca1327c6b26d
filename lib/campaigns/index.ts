import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '@/lib/db';
import { codeCampaigns, codes } from '@/lib/db/schema';

export type RedeemResult =
  | { ok: true; grant: string; days: number }
  | { ok: false; reason: 'not-found' | 'already-redeemed' | 'not-valid-now' };

export const CODE_SHAPE = /^[A-Z0-9]{4}-?[A-Z0-9]{4}-?[A-Z0-9]{4}$/;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I

export const normalizeCode = (code: string) => code.trim().toUpperCase().replace(/[^A-Z0-9]/g, '');

export function newCode(): string {
  const raw = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return raw.replace(/(.{4})(.{4})(.{4})/, '$1-$2-$3');
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
    .where(and(lte(codeCampaigns.validFrom, now), gt(codeCampaigns.validUntil, now)));
  const [won] = await db
    .update(codes)
    .set({ uid, redeemedAt: now })
    .where(and(eq(sql`replace(${codes.code}, '-', '')`, code), isNull(codes.redeemedAt), sql`${codes.campaignId} in (${valid})`))
    .returning({ campaignId: codes.campaignId });
  if (won) {
    const [campaign] = await db.select().from(codeCampaigns).where(eq(codeCampaigns.id, won.campaignId));
    return { ok: true, grant: campaign!.grant, days: campaign!.grantDays };
  }
  const [row] = await db.select().from(codes).where(eq(sql`replace(${codes.code}, '-', '')`, code));
  if (!row) return { ok: false, reason: 'not-found' };
  if (row.redeemedAt) return { ok: false, reason: 'already-redeemed' };
  return { ok: false, reason: 'not-valid-now' };
}

/** Creates a campaign with `count` fresh codes. */
export async function createCampaign(db: Db, input: { name: string; grantDays: number; validFrom: Date; validUntil: Date; count: number; grant?: string }) {
  const [campaign] = await db
    .insert(codeCampaigns)
    .values({ name: input.name, grant: input.grant ?? 'premium', grantDays: input.grantDays, validFrom: input.validFrom, validUntil: input.validUntil })
    .returning();
  const batch = new Set<string>();
  while (batch.size < input.count) batch.add(newCode());
  const list = [...batch];
  for (let i = 0; i < list.length; i += 500) {
    await db.insert(codes).values(list.slice(i, i + 500).map((code) => ({ code, campaignId: campaign!.id }))).onConflictDoNothing();
  }
  return { campaign: campaign!, codes: list };
}
