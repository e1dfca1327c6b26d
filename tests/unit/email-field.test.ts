import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, emailField } from '@/lib/forms/schemas';

// The client forms' email rule (newsletter, sign-in, registration): what the visitor reads under the field.
describe('emailField', () => {
  const field = emailField('Email address is required.', 'Please enter a valid email address.');
  const message = (value: string) => {
    const r = field.safeParse(value);
    return r.success ? null : r.error.issues[0]!.message;
  };

  it('accepts an address, trimmed', () => {
    expect(field.parse('  ana@example.test ')).toBe('ana@example.test');
  });

  it('says "required" for nothing and "not valid" for a malformed address', () => {
    expect(message('   ')).toBe('Email address is required.');
    expect(message('ana@')).toBe('Please enter a valid email address.');
  });

  it('refuses an address longer than 254 characters in words, on the field', () => {
    const long = `${'a'.repeat(EMAIL_MAX)}@x.de`;
    expect(message(long)).toBe('Please enter a valid email address.');
    expect(message(`${'a'.repeat(5000)}@x.de`)).toBe('Please enter a valid email address.');
  });
});
