/** Messages that reach `/error?message=` from our own code, with their translation keys. */
const known = {
  'no admin rights': 'noAdminRights',
} as const;

export type ErrorMessageKey = (typeof known)[keyof typeof known];

export function errorMessageKey(message: string | undefined): ErrorMessageKey | null {
  if (!message) return null;
  return (known as Record<string, ErrorMessageKey>)[message.trim().toLowerCase()] ?? null;
}
