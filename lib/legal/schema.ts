/**
 * The site operator's facts (imprint, privacy policy): what the CMS block `operator` can show.
 * Client-safe: types and pure helpers only; the values come from the environment (lib/legal/index.ts).
 */

/** The facts an editor can choose in an `operator` block, in the order they are shown. */
export const OPERATOR_FACTS = ['identity', 'contact', 'privacy_contact', 'register', 'vat_id', 'responsible'] as const;
export type OperatorFact = (typeof OPERATOR_FACTS)[number];

export interface OperatorFacts {
  name: string;
  /** Postal address, one entry per line. */
  address: string[];
  email: string;
  /** Contact for data protection requests (OPERATOR_PRIVACY_EMAIL, else OPERATOR_EMAIL). */
  privacyEmail: string;
  phone?: string;
  register?: string;
  vatId?: string;
  /** Who is responsible for the content: name and address lines (the operator unless configured). */
  responsible: string[];
}

/** Lines of a multi-line value: real newlines or a literal `\n` (as written in a .env file). */
export function lines(value: string): string[] {
  return value
    .split(/\r?\n|\\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/** The facts a block asked for (its `facts` field), in display order; none chosen means all. */
export function chosenFacts(field: unknown): OperatorFact[] {
  const asked = Array.isArray(field) ? field.filter((f): f is OperatorFact => (OPERATOR_FACTS as readonly string[]).includes(f)) : [];
  return asked.length ? OPERATOR_FACTS.filter((f) => asked.includes(f)) : [...OPERATOR_FACTS];
}
