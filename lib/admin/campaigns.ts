import { and, desc, eq, sql } from 'drizzle-orm';
import { CODE_SHAPE, normalizeCode } from '@/lib/campaigns';
import type { Db } from '@/lib/db';
import { codeCampaigns, codes } from '@/lib/db/schema';
import { uuid } from '@/lib/validation/schema';

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
  const [row] = await db.select().from(codes).where(and(eq(codes.code, norm), eq(codes.campaignId, campaignId)));
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
