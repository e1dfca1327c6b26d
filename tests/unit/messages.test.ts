import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { locales } from '@/lib/i18n/locales';

type Tree = { [k: string]: string | Tree };
const dir = join(process.cwd(), 'messages');
const load = (locale: string): Tree => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8'));
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)))));
// The arguments a message takes (its ICU syntax tree, so words inside a plural's options are not taken for arguments).
type El = { type: number; value?: string; options?: Record<string, { value: El[] }>; children?: El[] };
const names = (els: El[]): string[] =>
  els.flatMap((el) => [
    ...(el.type >= 1 && el.type <= 6 && el.value ? [el.value] : []),
    ...Object.values(el.options ?? {}).flatMap((o) => names(o.value)),
    ...names(el.children ?? []),
  ]);
const placeholders = (text: string) => [...new Set(names(new IntlMessageFormat(text, 'en-US').getAst() as unknown as El[]))].sort();

// Keys whose value may stay the same in every language (brand names, symbols).
const sameEverywhere = new Set(['Common.siteName']);

const english = flatten(load('en-US'));

describe('messages', () => {
  it('there is one file per locale, and no other', () => {
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(locales.map((l) => `${l}.json`).sort());
  });

  describe.each(locales.filter((l) => l !== 'en-US'))('%s', (locale) => {
    const messages = flatten(load(locale));

    it('has exactly the keys of en-US', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    });

    it('has no empty value and keeps every placeholder', () => {
      for (const [key, value] of Object.entries(messages)) {
        expect(value.trim(), key).not.toBe('');
        expect(placeholders(value), key).toEqual(placeholders(english[key] ?? ''));
        expect(() => new IntlMessageFormat(value, locale), key).not.toThrow();
      }
    });

    it('is translated, not English copied', () => {
      const copied = Object.keys(english).filter((k) => !sameEverywhere.has(k) && messages[k] === english[k] && /[a-z]{4}/i.test(english[k] ?? ''));
      // A few words are the same in two languages ("Menu", "Dashboard", "Email"); a copied file is not.
      expect(copied.length, copied.join(', ')).toBeLessThanOrEqual(Math.ceil(Object.keys(english).length * 0.05));
    });
  });

  it('en-US has no empty value', () => {
    for (const [key, value] of Object.entries(english)) expect(value.trim(), key).not.toBe('');
  });
});
