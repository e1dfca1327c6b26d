import { computeSavings, type Savings, type SavingsErrorKey, type SavingsErrors, type SavingsInput } from './calc';
import { savingsInput } from './schema';

export * from './calc';
export { savingsInput } from './schema';

export type SavingsResult = { ok: true; input: SavingsInput; savings: Savings } | { ok: false; errors: SavingsErrors };

/** Parses raw form values (a GET form's strings) and computes, or names each bad field with a message key. */
export function savingsFromForm(raw: Record<string, unknown>): SavingsResult {
  const parsed = savingsInput.safeParse(raw);
  if (!parsed.success) {
    const errors: SavingsErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof SavingsInput;
      errors[key] ??= issue.message as SavingsErrorKey;
    }
    return { ok: false, errors };
  }
  return { ok: true, input: parsed.data, savings: computeSavings(parsed.data) };
}
