'use server';

import { db } from '@/lib/db';
import { z } from 'zod';
import { adminAction } from '@/lib/auth/admin-action';
import { memberAction } from '@/lib/auth/member-action';
import { createCampaign, redeemCode, setCampaignActive } from './queries';
import { REDEEM_GUESSES, campaignActive, campaignInput, redeemInput } from './schema';

/**
 * Creates a campaign and its codes (audited with the campaign's id and the count). The form's key
 * makes a repeated request answer with the same campaign's id instead of making a second one; the
 * same key with other input is a `conflict` and makes nothing.
 */
export const createCampaignAction = adminAction(
  campaignInput(),
  async (v, { audit }) => {
    const made = await createCampaign(
      await db(),
      {
        name: v.name,
        grantDays: v.grantDays,
        validFrom: new Date(`${v.validFrom}T00:00:00Z`),
        validUntil: new Date(`${v.validUntil}T23:59:59Z`),
        count: v.count,
        prefix: v.prefix,
        codeLength: v.codeLength,
      },
      v.key,
    );
    if ('conflict' in made) return { status: 'conflict' };
    if (made.created) await audit('create-campaign', {}, `${made.campaign.id} ${v.count}`);
    return { status: 'ok', detail: made.campaign.id };
  },
  ['/[locale]/admin/code-campaigns', 'page'],
);

/** Stops or restarts a campaign: a stopped campaign's codes are refused at redemption. */
export const setCampaignActiveAction = adminAction(
  campaignActive,
  async ({ id, active }, { audit }) => {
    if (!(await setCampaignActive(await db(), id, active))) return { status: 'not-found' };
    await audit(active ? 'reactivate-campaign' : 'deactivate-campaign', {}, id);
    return { status: 'ok' };
  },
  ['/[locale]/admin/code-campaigns', 'layout'],
);

/**
 * A member redeems a code on the web: the app's `redeemCode` function (lib/campaigns/queries), with its
 * limit (REDEEM_GUESSES, one counter for both). Answers `ok` with the grant, or why the code does not
 * work now: `not-found`, `already-redeemed`, `not-valid-now`; `invalid` for a code of the wrong shape.
 * /account renders per request: the form refreshes it after `ok`.
 */
export const redeemCodeAction = memberAction(
  z.tuple([redeemInput]),
  async ([{ code }], { session }) => {
    const r = await redeemCode(await db(), session.uid, code);
    return r.ok ? { status: 'ok' as const, grant: r.grant, days: r.days } : { status: r.reason };
  },
  { perAccount: { limit: REDEEM_GUESSES, limited: { status: 'rate-limited' as const } } },
);
