/** Code campaigns' formats, limits and inputs: shared by the server, the app's callable and the admin form. Client-safe. */
import { z } from 'zod';
import { dateField, type FormMessages, nameText, says, wholeNumber } from '@/lib/forms/fields';

/** What a typed code may look like once separators are dropped: prefix and random part, 8–32 characters. */
export const CODE_SHAPE = /^[A-Z0-9]{8,32}$/;

/** The code formats an admin can choose: random characters after an optional prefix. */
export const CODE_LENGTHS = [8, 12, 16] as const;
export const PREFIX_SHAPE = /^[A-Z0-9]{0,8}$/;

/** Canonical form (upper case, letters and digits only): how codes are stored and compared. */
export const normalizeCode = (code: string) =>
  code
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/** How a code is shown and exported: the prefix, then the random part in groups of four. */
export function formatCode(code: string, prefix = ''): string {
  const rest = code.startsWith(prefix) ? code.slice(prefix.length) : code;
  const groups = rest.match(/.{1,4}/g) ?? [];
  return [...(prefix ? [prefix] : []), ...groups].join('-');
}

export const CAMPAIGN_LIMITS = {
  name: { min: 2, max: 100 },
  grantDays: { min: 1, max: 3650 },
  count: { min: 1, max: 100_000 },
} as const;

/** The form's labels and the message for "valid until" not after "valid from". */
type CampaignMessages = FormMessages & { names: Record<'name' | 'grantDays' | 'validFrom' | 'validUntil' | 'count', string>; untilAfterFrom: string };

/**
 * A new campaign, written once for the admin form (components/admin/CampaignForm.tsx, with messages)
 * and createCampaignAction: name, days granted, validity (until after from), how many codes, their format.
 */
export function campaignInput(m?: CampaignMessages) {
  const name = (k: keyof CampaignMessages['names']) => m?.names[k] ?? k;
  return z
    .object({
      name: nameText({ name: name('name'), min: CAMPAIGN_LIMITS.name.min, max: CAMPAIGN_LIMITS.name.max }, m),
      grantDays: wholeNumber({ name: name('grantDays'), ...CAMPAIGN_LIMITS.grantDays }, m),
      validFrom: dateField({ name: name('validFrom') }, m),
      validUntil: dateField({ name: name('validUntil') }, m),
      count: wholeNumber({ name: name('count'), ...CAMPAIGN_LIMITS.count }, m),
      prefix: z.string().trim().toUpperCase().regex(PREFIX_SHAPE, says(m?.invalid())).default(''),
      codeLength: z.literal(CODE_LENGTHS).default(12),
      /** Made when the form renders (crypto.randomUUID): one creation per key, however often it is sent. */
      key: z.uuid(),
    })
    .refine((v) => typeof v?.validFrom !== 'string' || typeof v.validUntil !== 'string' || v.validUntil > v.validFrom, {
      ...says(m?.untilAfterFrom),
      path: ['validUntil'],
      when: () => true,
    });
}

export const campaignActive = z.object({ id: z.uuid(), active: z.boolean() });

/**
 * Guessing codes is slowed down hard: 10 redemptions per 10 minutes per account, on one counter for
 * the app's `redeemCode` and the web's form (lib/campaigns/actions redeemCodeAction).
 */
export const REDEEM_GUESSES = { keyPrefix: 'redeem-code', points: 10, duration: 600 } as const;

/** What the app sends to `redeemCode` and the web's form: a code typed with or without separators. */
export const redeemInput = z.object({ code: z.string().max(64).transform(normalizeCode).pipe(z.string().regex(CODE_SHAPE)) });
