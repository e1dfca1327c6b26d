import 'server-only';
import type { z } from 'zod';
import { db, onProcessDb } from '@/lib/db';
import { CallableError, type CallContext } from '@/lib/api/callable';
import { csvResponse, mapPages } from '@/lib/http/csv';
import { campaignDetail, campaignList, codePages, findCode, redeemCode } from './queries';
import { formatCode, type redeemInput } from './schema';

export {
  campaignDetail,
  campaignList,
  codePages,
  createCampaign,
  findCode,
  newCode,
  redeemCode,
  redemptionsOf,
  setCampaignActive,
  type NewCampaign,
  type RedeemResult,
} from './queries';
export * from './schema';

/** The `redeemCode` callable (a signed-in app user): the grant, or why the code does not work now. */
export async function redeem(data: z.output<typeof redeemInput>, ctx: CallContext) {
  const r = await redeemCode(await db(), ctx.uid!, data.code);
  if (r.ok) return { grant: r.grant, days: r.days };
  if (r.reason === 'already-redeemed') throw new CallableError('already-exists', 'This code has already been redeemed.');
  if (r.reason === 'not-valid-now') throw new CallableError('failed-precondition', 'This code is not valid now.');
  throw new CallableError('not-found', 'Unknown code.');
}

/** A campaign's codes as a streamed CSV download (GET /api/admin/campaigns/{id}); null for an unknown campaign. */
export async function codesCsv(id: string) {
  const database = await db();
  const detail = await campaignDetail(database, id);
  if (!detail) return null;
  const file = `codes-${detail.campaign.name.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || 'campaign'}.csv`;
  return csvResponse(
    file,
    ['code', 'redeemed_at'],
    mapPages(codePages(database, id), (r) => [formatCode(r.code, detail.campaign.prefix), r.redeemedAt?.toISOString() ?? '']),
  );
}

// For pages and route handlers: on the process's database.
export const campaignsList = onProcessDb(campaignList);
export const campaignOf = onProcessDb(campaignDetail);
export const codeOf = onProcessDb(findCode);
