import 'server-only';
import type { Db } from '@/lib/db';
import { redemptionsOf } from '@/lib/campaigns';
import { memberPurchases } from '@/lib/purchases';

const DAY = 86_400_000;

/**
 * A member's premium, from their own rows only: the codes they redeemed (each grants its campaign's
 * days from the day it was redeemed) and their store purchases (a purchase or renewal counts until it
 * expires; one without an end date, such as a one-time product, has none). Grants do not add up: the
 * latest end wins. Refunded, cancelled and expired purchases are listed but grant nothing.
 */
export async function premiumOf(db: Db, uid: string, now = new Date()) {
  const [redemptions, purchases] = await Promise.all([redemptionsOf(db, uid), memberPurchases(db, uid)]);
  const codes = redemptions.map((r) => ({ grant: r.grant, redeemedAt: r.redeemedAt, until: new Date(r.redeemedAt.getTime() + r.days * DAY) }));
  const granting = purchases.filter((p) => p.status === 'purchased' || p.status === 'renewed');
  const unending = granting.some((p) => p.expiresAt === null);
  const ends = [...codes.map((c) => c.until.getTime()), ...granting.flatMap((p) => (p.expiresAt ? [p.expiresAt.getTime()] : []))];
  const latest = ends.length ? Math.max(...ends) : null;
  return {
    active: unending || (latest !== null && latest > now.getTime()),
    /** The end of the latest grant (in the past when premium has run out); null without any, or with one that does not end. */
    until: unending || latest === null ? null : new Date(latest),
    codes,
    purchases,
  };
}

export type Premium = Awaited<ReturnType<typeof premiumOf>>;
