/**
 * The contact form's and the admin answer's lengths, without zod: the plain contact form that every
 * /help page ships before its checks load (components/support/ContactSlot.tsx) reads them too.
 */
export const SUPPORT_LIMITS = {
  name: { max: 100 },
  message: { min: 10, max: 5000 },
  answer: { min: 2, max: 10_000 },
} as const;
