/**
 * The admin forms' limits, shared by the server's schemas (lib/admin/actions, lists, newsletter) and
 * the browser's (components/admin/*), so the two cannot drift apart. No server code here.
 */
/** A password set by an admin for a new account (empty: the account gets a reset link). */
export const ACCOUNT_PASSWORD = { min: 8, max: 128 } as const;

export const CAMPAIGN_LIMITS = {
  name: { min: 2, max: 100 },
  grantDays: { min: 1, max: 3650 },
  count: { min: 1, max: 100_000 },
} as const;

/** A quit reason's or interest's key: 2 to 40 of a–z, 0–9 and hyphens. */
export const LIST_KEY = /^[a-z0-9-]{2,40}$/;
export const LIST_LABEL_MAX = 120;

export const NEWSLETTER_LIMITS = {
  subject: { min: 3, max: 150 },
  body: { min: 10, max: 20_000 },
} as const;
