/** Challenges: the rules for what callers send, shared by the web and the server. Client-safe. */
import { z } from 'zod';
import { text } from '@/lib/validation/schema';

/** An invitation token as lib/security/tokens makes them: 32 random bytes, base64url (43 characters). */
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** Joining from the invitation page: the invitation token, and the page to refresh (the invitation's own page, ending with the token). */
export const joinInput = z
  .tuple([token, text({ min: 2, max: 300, trim: false }).regex(/^\/[A-Za-z0-9/_-]+$/)])
  .refine(([token, path]) => path.endsWith(`/${token}`));
