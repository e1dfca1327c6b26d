/** Challenges: the rules for what callers send, shared by the web and the server. Client-safe. */
import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { isoDate, text } from '@/lib/validation/schema';

/** An invitation token as lib/security/tokens makes them: 32 random bytes, base64url (43 characters). */
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** Joining from the invitation page: the invitation token, and the page to refresh (the invitation's own page, ending with the token). */
export const joinInput = z
  .tuple([token, text({ min: 2, max: 300, trim: false }).regex(/^\/[A-Za-z0-9/_-]+$/)])
  .refine(([token, path]) => path.endsWith(`/${token}`));

/** What the app sends to `createChallenge`: length, first day, the owner's display name, the invite page's language. */
export const challengeCall = z.object({
  days: z.number().int().min(1).max(365),
  startsOn: isoDate,
  name: text({ min: 1, max: 60 }),
  locale: z.enum(locales).default('en-US'),
});
