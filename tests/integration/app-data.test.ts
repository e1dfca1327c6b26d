import { describe, expect, it } from 'vitest';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { codes } from '@/lib/campaigns/tables';
import { createCampaign, normalizeCode, redeemCode, setCampaignActive } from '@/lib/campaigns';
import { createChallenge, joinChallenge, revokeInvite, viewInvite, INVITE_TTL_MS } from '@/lib/challenges';
import { certificateCall, createCertificate, getCertificate, updateCertificate } from '@/lib/certificates';
import { latestSinceDay } from '@/lib/certificates/schema';
import { dbTargets, freshDbForBlock } from './db-targets';

for (const [name, url] of dbTargets) {
  describe.skipIf(!url)(`app data on ${name}`, () => {
    let db: Db;
    freshDbForBlock(url!, (d) => void (db = d));

    it('200 concurrent redemptions of 50 codes redeem exactly 50', async () => {
      const now = new Date();
      const { codes: list, campaign } = await createCampaign(db, {
        name: 'Concurrency',
        grantDays: 30,
        validFrom: new Date(now.getTime() - 1000),
        validUntil: new Date(now.getTime() + 86_400_000),
        count: 50,
      });
      const attempts = Array.from({ length: 200 }, (_, i) => redeemCode(db, `user-${i}`, list[i % 50]!));
      const results = await Promise.all(attempts);
      expect(results.filter((r) => r.ok)).toHaveLength(50);
      expect(results.filter((r) => !r.ok && r.reason === 'already-redeemed')).toHaveLength(150);
      const redeemed = await db
        .select()
        .from(codes)
        .where(sql`${codes.campaignId} = ${campaign.id} and ${codes.redeemedAt} is not null`);
      expect(redeemed).toHaveLength(50);
      expect(new Set(redeemed.map((c) => c.uid)).size).toBe(50);
    });

    it('codes outside their campaign dates or unknown are refused', async () => {
      const now = new Date();
      const { codes: later } = await createCampaign(db, {
        name: 'Later',
        grantDays: 7,
        validFrom: new Date(now.getTime() + 86_400_000),
        validUntil: new Date(now.getTime() + 2 * 86_400_000),
        count: 1,
      });
      expect(await redeemCode(db, 'u', later[0]!)).toEqual({ ok: false, reason: 'not-valid-now' });
      expect(await redeemCode(db, 'u', 'ZZZZ-ZZZZ-ZZZZ')).toEqual({ ok: false, reason: 'not-found' });
      expect(
        (
          await db
            .select()
            .from(codes)
            .where(eq(codes.code, normalizeCode(later[0]!)))
        )[0]!.redeemedAt,
      ).toBeNull();
      // lower case and without dashes is the same code
      const { codes: c } = await createCampaign(db, {
        name: 'Now',
        grantDays: 7,
        validFrom: new Date(now.getTime() - 1000),
        validUntil: new Date(now.getTime() + 86_400_000),
        count: 1,
      });
      expect(await redeemCode(db, 'u2', c[0]!.toLowerCase().replace(/-/g, ''))).toEqual({ ok: true, grant: 'premium', days: 7 });
      expect((await db.select().from(codes).where(isNotNull(codes.redeemedAt))).length).toBeGreaterThan(0);
    });

    it('a chosen code format is kept; a deactivated campaign refuses its codes until reactivated', async () => {
      const now = new Date();
      const { codes: list, campaign } = await createCampaign(db, {
        name: 'Spring',
        grantDays: 14,
        validFrom: new Date(now.getTime() - 1000),
        validUntil: new Date(now.getTime() + 86_400_000),
        count: 3,
        prefix: 'SPRING',
        codeLength: 8,
      });
      for (const c of list) expect(c).toMatch(/^SPRING-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(await setCampaignActive(db, campaign.id, false)).toBe(true);
      expect(await redeemCode(db, 'u3', list[0]!)).toEqual({ ok: false, reason: 'not-valid-now' });
      expect(
        (
          await db
            .select()
            .from(codes)
            .where(eq(codes.code, normalizeCode(list[0]!)))
        )[0]!.redeemedAt,
      ).toBeNull();
      expect(await setCampaignActive(db, campaign.id, true)).toBe(true);
      expect(await redeemCode(db, 'u3', ` ${list[0]!.toLowerCase()} `)).toEqual({ ok: true, grant: 'premium', days: 14 });
      expect(await setCampaignActive(db, '00000000-0000-4000-8000-000000000000', false)).toBe(false);
    });

    it('creates 100 000 distinct codes for one campaign', async () => {
      const now = new Date();
      const { codes: list, campaign } = await createCampaign(db, {
        name: 'Big',
        grantDays: 30,
        validFrom: now,
        validUntil: new Date(now.getTime() + 86_400_000),
        count: 100_000,
      });
      expect(new Set(list).size).toBe(100_000);
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(codes)
        .where(eq(codes.campaignId, campaign.id));
      expect(row!.n).toBe(100_000);
    }, 120_000);

    it('challenges: invitation shows owner and participants; joining twice is harmless; expired and revoked links say so', async () => {
      const { challengeId, inviteToken } = await createChallenge(db, { uid: 'owner', name: 'Ana <b>' }, { days: 21, startsOn: '2026-12-01' });
      expect(await joinChallenge(db, inviteToken, { uid: 'friend', name: 'Ben' })).toBe('ok');
      expect(await joinChallenge(db, inviteToken, { uid: 'friend', name: 'Ben' })).toBe('ok');
      const view = await viewInvite(db, inviteToken);
      expect(view.status).toBe('ok');
      if (view.status === 'ok') {
        expect(view.challenge).toMatchObject({ id: challengeId, ownerName: 'Ana <b>', days: 21 });
        expect(view.participants.map((p) => p.name)).toEqual(['Ana <b>', 'Ben']);
      }
      expect((await viewInvite(db, inviteToken, new Date(Date.now() + INVITE_TTL_MS + 1000))).status).toBe('expired');
      expect(await revokeInvite(db, inviteToken, 'not-the-owner')).toBe(false);
      expect(await revokeInvite(db, inviteToken, 'owner')).toBe(true);
      expect((await viewInvite(db, inviteToken)).status).toBe('revoked');
      expect(await joinChallenge(db, inviteToken, { uid: 'late', name: 'Cy' })).toBe('revoked');
      expect((await viewInvite(db, 'x'.repeat(43))).status).toBe('unknown');
    });

    it('certificates: only the owner changes what is shown', async () => {
      const { id } = await createCertificate(db, 'owner', { name: 'Dana', since: '2026-10-01', milestone: '1-month', showDays: true });
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(await updateCertificate(db, id, 'stranger', { name: 'Hacked', since: '2026-10-01', milestone: '1-year', showDays: true })).toBe('forbidden');
      expect((await getCertificate(db, id))!.name).toBe('Dana');
      expect(await updateCertificate(db, id, 'owner', { name: 'Dana K.', since: '2026-10-01', milestone: '1-month', showDays: false })).toBe('ok');
      expect(await getCertificate(db, id)).toMatchObject({ name: 'Dana K.', showDays: false });
      expect(await getCertificate(db, 'nope')).toBeNull();
      // Bad input changes nothing, even for the owner.
      expect(await updateCertificate(db, id, 'owner', { name: '', since: 'yesterday', milestone: '10-years', showDays: 'yes' })).toBe('invalid');
      expect(await updateCertificate(db, id, 'owner', { name: 'x'.repeat(81), since: '2026-10-01', milestone: '1-month', showDays: true })).toBe('invalid');
      // Smoke-free since a day that has not come anywhere yet: refused (the web form, the action and the app's call share the rule).
      const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      expect(await updateCertificate(db, id, 'owner', { name: 'Dana', since: future, milestone: '1-month', showDays: true })).toBe('invalid');
      expect(certificateCall.safeParse({ name: 'Dana', since: future, milestone: '1-day' }).success).toBe(false);
      expect(certificateCall.safeParse({ name: 'Dana', since: latestSinceDay(), milestone: '1-day' }).success).toBe(true);
      expect(await getCertificate(db, id)).toMatchObject({ name: 'Dana K.', since: '2026-10-01', milestone: '1-month', showDays: false });
    });
  });
}
