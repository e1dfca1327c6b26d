import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '@/lib/db/errors';

describe('isUniqueViolation', () => {
  it("finds PostgreSQL's 23505 on the error or on the cause Drizzle wraps it in, and nothing else", () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: { code: '23505' } }))).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: { code: '23503' } }))).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
