/** Messages that reach `/error?message=` from our own code (spec §8's "no admin rights"), with their translation keys. */
const known = {
  'no admin rights': 'noAdminRights',
} as const;

export type ErrorMessageKey = (typeof known)[keyof typeof known];

/** The translation key of a message we know (case and surrounding spaces ignored), else null: its text is never shown. */
export function errorMessageKey(message: string | undefined): ErrorMessageKey | null {
  if (!message) return null;
  const text = message.trim().toLowerCase();
  return Object.hasOwn(known, text) ? known[text as keyof typeof known] : null;
}
