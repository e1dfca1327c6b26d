import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanedName, isCleanName, nameField } from '@/lib/validation/names';
import { text } from '@/lib/validation/schema';
import { certificateFields } from '@/lib/certificates/schema';
import { challengeCall } from '@/lib/challenges/schema';
import { campaignInput } from '@/lib/campaigns/schema';

// Names people choose (lib/validation/names): composed to NFC, no controls, bidi controls or zero-width
// characters, a zero-width joiner only inside an emoji sequence. Properties over generated strings, and
// every name field of the code base goes through the rule.

const REFUSED = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  '\u0085',
  '\u009f',
  '\u061c',
  '\u200b',
  '\u200c',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ufeff',
];
const EMOJI_SEQUENCES = ['👨‍👩‍👧', '👩‍❤️‍👨', '🏳️‍🌈', '🧑🏽‍💻', '❤️‍🔥', '🏴‍☠️', '👨🏿‍🦰'];
const name = nameField(text({ min: 1, max: 80 }));
const runs = { numRuns: 3000 };

/** Any text: code points from every plane, the refused ones and combining marks made likely. */
const anyText = fc.array(
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 3 }),
    fc.constantFrom(...REFUSED, '\u200d', '\u0301', '\u0308', 'e', 'Å', '👨', '\ufe0f'),
    fc.string({ unit: 'binary', maxLength: 2 }),
  ),
  { maxLength: 12 },
);

describe('a name field (lib/validation/names)', () => {
  it('accepts only composed names without a refused character, and stores them composed', () => {
    let accepted = 0;
    fc.assert(
      fc.property(anyText, (parts) => {
        const parsed = name.safeParse(parts.join(''));
        const out = parsed.success ? parsed.data : null;
        accepted += out === null ? 0 : 1;
        // Refused, or composed and without any refused character.
        expect(out === null || (out === out.normalize('NFC') && isCleanName(out) && !REFUSED.some((c) => out.includes(c)))).toBe(true);
      }),
      runs,
    );
    // The generator reaches both sides: a good share of its names are accepted.
    expect(accepted).toBeGreaterThan(runs.numRuns / 10);
  });

  it('refuses a name with any refused character anywhere, or a joiner that joins no two emoji', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }),
        fc.constantFrom(...REFUSED, 'a\u200db', ' \u200d👨', '👨\u200d '),
        fc.nat(),
        (base, bad, at) => {
          const i = at % (base.length + 1);
          expect(name.safeParse(`Ana${base.slice(0, i)}${bad}${base.slice(i)}z`).success).toBe(false);
        },
      ),
      runs,
    );
  });

  it('takes a name typed decomposed or composed as the same name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), (s) => {
        const nfd = name.safeParse(s.normalize('NFD'));
        const nfc = name.safeParse(s.normalize('NFC'));
        expect([nfd.success, nfd.data]).toEqual([nfc.success, nfc.data]);
      }),
      runs,
    );
    expect(name.parse('Zoe\u0308 Ko\u0301va')).toBe('Zoë Kóva');
  });

  it.each(EMOJI_SEQUENCES)('keeps the zero-width joiner inside the emoji sequence %s', (emoji) => {
    expect(name.parse(`Ana ${emoji}`)).toBe(`Ana ${emoji}`);
    expect(cleanedName(`Ana ${emoji}`)).toBe(`Ana ${emoji}`);
  });

  it('cleans a name it cannot refuse (a display name) into one the rule accepts, and leaves a clean one as it is', () => {
    fc.assert(
      fc.property(anyText, (parts) => {
        const cleaned = cleanedName(parts.join(''));
        expect(isCleanName(cleaned)).toBe(true);
        expect(cleaned).toBe(cleaned.normalize('NFC'));
        expect(cleanedName(cleaned)).toBe(cleaned);
      }),
      runs,
    );
    expect(cleanedName('\u202eAna\u200b Ko\u0301va\u2066')).toBe('Ana Kóva');
  });

  it('every name field uses the rule, with the translated message in forms', () => {
    const messages = {
      required: () => 'required',
      minLength: () => 'short',
      maxLength: () => 'long',
      number: () => 'number',
      range: () => 'range',
      email: () => 'email',
      invalid: () => 'invalid',
      nameCharacters: (n: string) => `${n}: no hidden characters`,
    };
    const certificate = certificateFields({ ...messages, names: { name: 'Name', since: 'Since' } }).safeParse({
      name: 'Ana\u202e',
      since: '2026-01-01',
      milestone: '1-day',
    });
    expect(certificate.error?.issues.map((i) => i.message)).toEqual(['Name: no hidden characters']);
    expect(challengeCall.safeParse({ days: 7, startsOn: '2026-12-01', name: 'Ana\u200b' }).success).toBe(false);
    expect(challengeCall.parse({ days: 7, startsOn: '2026-12-01', name: 'Zoe\u0308' }).name).toBe('Zoë');
    const campaign = { name: 'Spring\u2066', grantDays: 30, validFrom: '2026-01-01', validUntil: '2027-01-01', count: 1, key: crypto.randomUUID() };
    expect(campaignInput().safeParse(campaign).success).toBe(false);
    expect(campaignInput().parse({ ...campaign, name: 'Spring 🌱' }).name).toBe('Spring 🌱');
  });
});
