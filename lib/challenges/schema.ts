/** Challenges: the rules for what callers send, shared by the web form, the Server Actions and the app API. Client-safe. */
import { z } from 'zod';
import { dateField, type FormMessages, wholeNumber } from '@/lib/forms/fields';
import { locales } from '@/lib/i18n/locales';
import { text } from '@/lib/validation/schema';
import { nameField } from '@/lib/validation/names';

/** How long a challenge may run, in days. */
export const CHALLENGE_DAYS = { min: 1, max: 365 } as const;
export const OWNER_NAME_MAX = 60;

/** An invitation token as lib/security/tokens makes them: 32 random bytes, base64url (43 characters). */
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** Joining from the invitation page: the invitation token, and the page to refresh (the invitation's own page, ending with the token). */
export const joinInput = z
  .tuple([token, text({ min: 2, max: 300, trim: false }).regex(/^\/[A-Za-z0-9/_-]+$/)])
  .refine(([token, path]) => path.endsWith(`/${token}`));

/**
 * A new challenge: its length and first day. Written once, used by the web form (with translated
 * messages, `m`), the web's Server Action and the app's `createChallenge` callable (without).
 */
export function challengeFields(m?: FormMessages & { names: { days: string; startsOn: string } }) {
  return z.object({
    days: wholeNumber({ name: m?.names.days ?? 'days', ...CHALLENGE_DAYS }, m),
    startsOn: dateField({ name: m?.names.startsOn ?? 'startsOn' }, m),
  });
}
export type ChallengeFields = z.output<ReturnType<typeof challengeFields>>;

/** What the app sends to `createChallenge`: length, first day, the owner's display name, the invite page's language. */
export const challengeCall = challengeFields().extend({
  name: nameField(text({ min: 1, max: OWNER_NAME_MAX })),
  locale: z.enum(locales).default('en-US'),
});

/** The web's create action: the challenge and the page's language (the owner's name is the account's). */
export const challengeWebInput = z.tuple([challengeFields(), z.enum(locales)]);

/** The owner's invitation actions on /account: which challenge. */
export const challengeIdInput = z.tuple([z.uuid()]);

/**
 * How the owner names a participant to remove: an opaque handle for that person in that challenge
 * (lib/challenges/together.ts participantRef), never their uid, which no other member may see.
 */
export const participantRef = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/** The owner removes a participant on /account: which challenge, whom. */
export const removeParticipantInput = z.tuple([z.uuid(), participantRef]);

/** The app's `getChallenge`, `leaveChallenge` and `deleteChallenge`: which challenge. */
export const challengeIdData = z.object({ id: z.uuid() });

/** The app's `removeParticipant`: which challenge, whom (a `ref` from `getChallenge`'s participants, for the owner). */
export const removeParticipantData = z.object({ id: z.uuid(), participant: participantRef });
