import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { locales } from '@/lib/i18n/locales';
import { accountCreatedEmail, confirmAddressEmail, newsletterEmail, subscribeVerifyEmail } from '@/lib/email/templates';
import { reminderEmail } from '@/lib/reminders/emails';

/**
 * The mechanical classes of issue #20, checked in every language: messages parse as ICU; every count
 * is an ICU plural with the language's categories; French high punctuation and guillemets take a
 * narrow no-break space; no validation message makes a field label the subject of a sentence; and
 * the glossary exists for every language and names each key term.
 */

type Tree = { [k: string]: string | Tree };
const dir = join(process.cwd(), 'messages');
const load = (locale: string): Tree => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8'));
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)))));

// The parser's element types (@formatjs/icu-messageformat-parser's TYPE enum, which intl-messageformat uses).
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const PLURAL = 6;
const TAG = 8;
type El = { type: number; value?: string; pluralType?: 'cardinal' | 'ordinal'; options?: Record<string, { value: El[] }>; children?: El[] };
const ast = (message: string, locale: string) => new IntlMessageFormat(message, locale).getAst() as unknown as El[];

/** Every element of a message, depth first, with the names of the plurals it sits in. */
function* walk(els: El[], inPlural: string[] = []): Generator<{ el: El; inPlural: string[]; next: El | undefined }> {
  for (const [i, el] of els.entries()) {
    yield { el, inPlural, next: els[i + 1] };
    if (el.options) for (const o of Object.values(el.options)) yield* walk(o.value, el.type === PLURAL ? [...inPlural, el.value!] : inPlural);
    if (el.children) yield* walk(el.children, inPlural);
  }
}

/**
 * Rule for counts: an argument whose name says it is a number of things (below), or any `{x, number}`,
 * may appear only as `#` inside a `plural` on itself, so every language can make the noun agree with
 * it ("1 code", "2 коды", "5 kodów"). The exceptions are figures that no noun follows, each with its reason.
 */
const countNames = /^(count|n|days?|hours|minutes|total|min|max|points|score|active|pending|unsubscribed|sent|failed|codes)$/;
const figureExceptions: Record<string, string> = {
  'Survey.test.answerRequired': 'n is the number of a question, a label ("Please answer question 3")',
  'Survey.test.progress': 'a position, "Question 3 of 10"',
  'Account.challenges.running': 'a position, "Day 3 of 30"',
  'Challenge.participantsTitle': 'a figure in parentheses after a heading, "Taking part (3)"',
  'AdminUi.roles.admins': 'a figure in parentheses after a heading, "Admins (3)"',
  'AdminUi.motivation.tests': 'a figure in parentheses after a heading',
  'AdminUi.motivation.surveys': 'a figure in parentheses after a heading',
  'AdminUi.range': 'the bounds of a range, no noun follows ("from 1 to 60")',
  'Savings.errors.perDayRange': 'the bounds of a range, no noun follows',
  'Savings.errors.priceRange': 'the bounds of a price range, no noun follows',
  'Savings.errors.packSizeRange': 'the bounds of a range, no noun follows',
  'AdminUi.charts.desc': 'chart totals read as figures ("Total 12; highest 3 (Monday)")',
  'AdminUi.motivation.meanScore': 'a mean with decimals and no noun after it ("Mean score: 4.2 of 10")',
};

/** The categories a language uses for whole numbers a person sees (0–1000); `other` is always required. */
const requiredCategories = (locale: string) => {
  const rules = new Intl.PluralRules(locale);
  return [...new Set([...Array.from({ length: 1001 }, (_, n) => rules.select(n)), 'other'])].sort();
};
const ordinalCategories = (locale: string) => {
  const rules = new Intl.PluralRules(locale, { type: 'ordinal' });
  return [...new Set([...Array.from({ length: 1001 }, (_, n) => rules.select(n)), 'other'])].sort();
};

/** Validation messages: the `{name}` they take is a field's label, never a sentence's subject. */
const isValidationMessage = (key: string) => key.startsWith('Forms.') || key === 'AdminUi.range' || key === 'AdminUi.lists.keyFormat';

const english = flatten(load('en-US'));

describe.each(locales)('%s messages', (locale) => {
  const messages = flatten(load(locale));

  it('parse as ICU messages', () => {
    const broken = Object.entries(messages).filter(([, v]) => {
      try {
        ast(v, locale);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken.map(([k]) => k)).toEqual([]);
  });

  it('put every count in a plural with the language’s categories', () => {
    const problems: string[] = [];
    const cardinal = requiredCategories(locale);
    const ordinal = ordinalCategories(locale);
    for (const [key, value] of Object.entries(messages)) {
      for (const { el } of walk(ast(value, locale))) {
        if (el.type === PLURAL) {
          const has = Object.keys(el.options!);
          const missing = (el.pluralType === 'ordinal' ? ordinal : cardinal).filter((c) => !has.includes(c));
          if (missing.length) problems.push(`${key}: {${el.value}, plural} lacks ${missing.join(', ')}`);
        } else if ((el.type === ARGUMENT && countNames.test(el.value!)) || el.type === NUMBER) {
          if (!(key in figureExceptions)) problems.push(`${key}: {${el.value}} is a count outside a plural`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('start every validation message with the field’s label and a colon, so nothing has to agree with it', () => {
    const problems: string[] = [];
    for (const [key, value] of Object.entries(messages)) {
      if (!isValidationMessage(key)) continue;
      // English has no agreement to avoid, and the spec (§5) quotes its default: "{Name} is required.".
      if (locale === 'en-US' && key === 'Forms.required') continue;
      for (const { el, next } of walk(ast(value, locale))) {
        if (el.type !== ARGUMENT || el.value !== 'name') continue;
        const after = next?.type === LITERAL ? next.value! : '';
        if (!/^\u202f?:/.test(after)) problems.push(`${key}: ${value}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the English message’s tags', () => {
    // Tags are rendered by code (rich text): a translation must keep each one.
    const tags = (v: string, l: string) => [...walk(ast(v, l))].filter(({ el }) => el.type === TAG).map(({ el }) => el.value);
    const same = (a: unknown[], b: unknown[]) => JSON.stringify([...new Set(a)].sort()) === JSON.stringify([...new Set(b)].sort());
    const problems = Object.entries(messages).filter(([k, v]) => !same(tags(v, locale), tags(english[k] ?? '', 'en-US')));
    expect(problems.map(([k]) => k)).toEqual([]);
  });
});

describe('fr-FR typography', () => {
  const messages = flatten(load('fr-FR'));
  it('puts a narrow no-break space (U+202F) before : ; ! ? and inside « », never a breakable or wide one', () => {
    const bad = Object.entries(messages).filter(([, v]) =>
      /[ \u00a0][:;!?]|«[ \u00a0]|[ \u00a0]»|[^\u202f][;!?»]|«[^\u202f]/.test(v.replace(/https?:\/\/\S+/g, '')),
    );
    // ';' '!' '?' '»' always follow U+202F, and '«' is always followed by it (':' may end a time "12:30" or a URL).
    expect(bad.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });
  it('puts U+202F before every colon that ends a phrase', () => {
    const bad = Object.entries(messages).filter(([, v]) => /[^\u202f\d]:(?!\/\/)/.test(v));
    expect(bad.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });
});

describe('ru-RU dates', () => {
  // A long Russian date ends in "г." ("23 ноября 2026 г."): a sentence that ends with one takes no second period.
  const DATE_ARGS = /^(date|from|to|until|since|start|end|validUntil|expires)$/;
  it('never puts a period right after a date argument', () => {
    const bad = Object.entries(flatten(load('ru-RU'))).filter(([, v]) =>
      [...walk(ast(v, 'ru-RU'))].some(
        ({ el, next }) => el.type === ARGUMENT && DATE_ARGS.test(el.value!) && next?.type === LITERAL && next.value!.startsWith('.'),
      ),
    );
    expect(bad.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });
});

describe('it-IT dates', () => {
  // An article before a day number must elide by the number ("dall'8", "dal 9"); the date comes formatted,
  // so no message puts an article right before it ("dal giorno {date}" reads right for every day).
  it('never puts an article right before a date argument', () => {
    const bad = Object.entries(flatten(load('it-IT'))).filter(([, v]) => /\b(dal|al|del|nel|il|l’|l')\s*\{(date|from|to|until|since|start|end)\}/.test(v));
    expect(bad.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });
});

describe('words from the language review (issue #35)', () => {
  const word = (w: string) => new RegExp(`(?<!\\p{L})${w}(?!\\p{L})`, 'iu');
  /** Every CMS story of a language (the JSON files under content/stories/<lang>), as text. */
  const stories = (lang: string) => {
    const d = join(process.cwd(), 'content', 'stories', lang);
    return Object.fromEntries(
      (existsSync(d) ? readdirSync(d, { recursive: true, encoding: 'utf8' }) : [])
        .filter((f) => f.endsWith('.json'))
        .map((f) => [`content/stories/${lang}/${f}`, readFileSync(join(d, f), 'utf8')]),
    ) as Record<string, string>;
  };
  it.each([
    { locale: 'it-IT', lang: 'it', masculine: 'amici' },
    { locale: 'pt-PT', lang: 'pt', masculine: 'amigos' },
  ])('$locale names the people a member invites inclusively, never the masculine «$masculine»', ({ locale, lang, masculine }) => {
    const texts = { ...flatten(load(locale)), ...stories(lang) };
    expect(Object.keys(texts).filter((k) => word(masculine).test(texts[k]!))).toEqual([]);
  });
  // A member in their own space has quit: their smoking is spoken of with the glossary's nouns
  // ("дата отказа от курения"), not the present tense that was used to avoid a gendered past. (The
  // reminders before the quit date speak to someone who is about to stop: the present is right there.)
  it.each([
    ['ru-RU', '(куришь|бросаешь)'],
    ['pl-PL', '(palisz|rzucasz)'],
  ])('%s does not speak to a member as if they still smoked', (locale, present) => {
    const member = Object.entries(flatten(load(locale))).filter(
      ([k]) => /^(Account|Journey|Craving|Reminders)\./.test(k) && !/^Reminders\.email\.quit(Eve|Morning)\./.test(k),
    );
    expect(member.filter(([, v]) => word(present).test(v)).map(([k]) => k)).toEqual([]);
  });
  it('ru-RU admin texts do not make a person grammatically masculine', () => {
    const admin = Object.entries(flatten(load('ru-RU'))).filter(([k]) => k.startsWith('AdminUi.'));
    expect(
      admin.filter(([, v]) => /(?<!\p{L})(пользователь\p{L}*|теперь администратор|больше не администратор|не подтвердил)(?!\p{L})/iu.test(v)).map(([k]) => k),
    ).toEqual([]);
  });
});

describe('emails', () => {
  // The inbox shows the preview line after the subject. It used to be the paragraph after "Hallo," /
  // "Witaj,", which German and Polish letters start in lower case: each email now has a sentence of its own.
  const preview = (html: string) => /data-skip-in-text="true">([^<]*)</.exec(html)?.[1] ?? '';
  it.each(locales)('%s: every email has a preview line of its own that starts a sentence', async (locale) => {
    const site = 'x.test';
    const mails = {
      subscribe: await subscribeVerifyEmail(locale, { email: 'a@example.com', verifyUrl: 'https://x.test/v', unsubscribeUrl: 'https://x.test/u', site }),
      account: await accountCreatedEmail(locale, { setPasswordUrl: 'https://x.test/p', site }),
      confirm: await confirmAddressEmail(locale, { email: 'a@example.com', confirmUrl: 'https://x.test/c', site }),
      reminder: await reminderEmail(locale, { kind: 'quit-eve', quitDate: '2026-03-29' }, { siteUrl: 'https://x.test' }),
    };
    for (const [name, mail] of Object.entries(mails)) {
      const line = preview(mail.html);
      expect(line, name).toMatch(/^\p{Lu}/u);
      expect(line.length, name).toBeGreaterThan(20);
    }
  });
  it('join a link to its label with the language’s colon (French: U+202F), from a message, not in code', async () => {
    const p = { email: 'a@example.com', verifyUrl: 'https://x.test/v', unsubscribeUrl: 'https://x.test/u', site: 'x.test' };
    expect((await subscribeVerifyEmail('fr-FR', p)).text).toContain('Se désabonner\u202f: https://x.test/u');
    expect((await newsletterEmail('fr-FR', { subject: 'S', body: 'B', unsubscribeUrl: 'https://x.test/u' })).text).toMatch(/\u202f: https:\/\/x\.test\/u$/);
    expect((await subscribeVerifyEmail('en-US', p)).text).toContain('Unsubscribe: https://x.test/u');
  });
});

describe('glossary', () => {
  const glossary = join(dir, 'glossary');
  const readme = existsSync(join(glossary, 'README.md')) ? readFileSync(join(glossary, 'README.md'), 'utf8') : '';
  // The key terms: the README's table rows "| term | definition |" under "## Key terms".
  const terms = [...(readme.split(/^## Key terms/m)[1] ?? '').matchAll(/^\| ([^|]+?) \| [^|]+ \|$/gm)]
    .map((m) => m[1]!.trim())
    .filter((t) => !/^(Term|-+)$/.test(t));

  it('has a frame (purpose, register, inclusive language) and a list of key terms', () => {
    expect(readme).toMatch(/## Register/);
    expect(readme).toMatch(/## Inclusive language/);
    expect(terms.length).toBeGreaterThanOrEqual(15);
  });

  it.each(locales.filter((l) => l !== 'en-US'))('has a file for %s that names each key term', (locale) => {
    const path = join(glossary, `${locale}.md`);
    expect(existsSync(path), path).toBe(true);
    const text = readFileSync(path, 'utf8');
    const rows = new Set([...text.matchAll(/^\| ([^|]+?) \|/gm)].map((m) => m[1]!.trim()));
    expect(terms.filter((t) => !rows.has(t))).toEqual([]);
  });
});
