/**
 * Names people choose (certificate names, the name a challenge's owner gives, display names, campaign
 * names): one rule for all of them. A name is stored in Unicode's composed form (NFC), so "Zoë" typed
 * as e + U+0308 is the same name, drawn the same in the share image; and it carries nothing that is
 * invisible or that reorders what is around it on another person's screen. Client-safe.
 */
import { z } from 'zod';

/**
 * Refused anywhere in a name: C0 and C1 controls and DEL; the bidi marks, embeddings, overrides and
 * isolates (U+061C, U+200E, U+200F, U+202A–202E, U+2066–2069); the zero-width space, non-joiner, word
 * joiner and byte-order mark (U+200B, U+200C, U+2060, U+FEFF).
 */
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200c\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/u;

const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const PRESENTATION = /[\u{fe0f}\p{Emoji_Modifier}]/u;

/**
 * Where (UTF-16 index) `value` has a zero-width joiner that joins two emoji (👨‍👩‍👧, 🏳️‍🌈, 🧑🏽‍💻): after an
 * emoji (with its variation selector or skin tone), before another. Walked by code point, not with a
 * lookbehind, which older Safari cannot even parse.
 */
function emojiJoiners(value: string): Set<number> {
  const points = Array.from(value);
  const found = new Set<number>();
  for (let i = 0, at = 0; i < points.length; at += points[i]!.length, i++) {
    if (points[i] !== '\u200d') continue;
    let before = i - 1;
    while (before >= 0 && PRESENTATION.test(points[before]!)) before--;
    if (before >= 0 && PICTOGRAPH.test(points[before]!) && i + 1 < points.length && PICTOGRAPH.test(points[i + 1]!)) found.add(at);
  }
  return found;
}

/** True for a name without the characters above and without a zero-width joiner outside an emoji sequence; false for lone surrogates too. */
export function isCleanName(value: string): boolean {
  if (!value.isWellFormed() || FORBIDDEN.test(value)) return false;
  const joiners = emojiJoiners(value);
  for (let at = value.indexOf('\u200d'); at !== -1; at = value.indexOf('\u200d', at + 1)) if (!joiners.has(at)) return false;
  return true;
}

/** The name in Unicode's composed form (NFC); a string that is not well-formed is left as it is (and refused by isCleanName). */
export const normalizeName = (value: string) => (value.isWellFormed() ? value.normalize('NFC') : value);

/**
 * A name from somewhere we cannot refuse it (an account's display name at the identity provider):
 * composed, with the refused characters taken out, trimmed.
 */
export function cleanedName(value: string): string {
  const composed = value.replace(/\p{Surrogate}/gu, '').normalize('NFC');
  const joiners = emojiJoiners(composed);
  let kept = '';
  for (let i = 0; i < composed.length; i++) {
    const ch = composed[i]!;
    if (ch === '\u200d' ? joiners.has(i) : !FORBIDDEN.test(ch)) kept += ch;
  }
  return kept.normalize('NFC').trim();
}

/** What the server answers for such a name (the forms pass their own, translated). */
export const NAME_CHARACTERS = 'invisible, control or direction-changing characters are not allowed in a name';

/**
 * Makes `schema` (a text field's rules: trimming, lengths) a name field: the input is composed (NFC)
 * and refused when it holds a character above, before those rules run (so lengths count the stored
 * form). Every name field goes through this one function.
 */
export function nameField<S extends z.ZodType<string, string>>(schema: S, error?: { error: string }) {
  return z
    .string()
    .transform(normalizeName)
    .refine(isCleanName, error ?? { message: NAME_CHARACTERS })
    .pipe(schema);
}
