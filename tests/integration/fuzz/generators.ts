// The fuzz test's generators of bad values (tests/integration/fuzz.test.ts): text, dates, numbers and
// whole inputs no boundary may accept, odd query strings, path values and bodies, and valid examples
// with one to three fields made wrong.
import fc from 'fast-check';

export const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f');
export const short = fc.string({ maxLength: 12 });
/** Strings no text field may accept: control characters, lone surrogates, far too long. */
export const badText = fc.oneof(
  // Inside the text: at its edge a whitespace control character (\v, \f) is trimmed away, leaving good text.
  fc.tuple(short, CONTROL, short).map(([a, c, b]) => `x${a}${c}${b}x`),
  fc.tuple(short, fc.constantFrom('\ud800', '\udfff', '\ud83d'), short).map(([a, s, b]) => `${a}${s}${b}`),
  fc.constantFrom('x'.repeat(100_001), 'é'.repeat(60_000), '\u0000'.repeat(1000)),
);
export const IMPOSSIBLE_DATES = [
  '2026-99-99',
  '2026-02-31',
  '2025-02-29',
  '2026-04-31',
  '2026-00-10',
  '2026-13-01',
  '0000-00-00',
  '0000-01-01',
  '10000-01-01',
  '275760-09-14',
  '+275760-09-14',
  '2026-1-1',
  '2026-01-01x',
];
export const IMPOSSIBLE_TIMES = [
  '2026-02-31T00:00:00Z',
  '2026-99-99T99:99:99Z',
  '0000-00-00T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '+275761-01-01T00:00:00Z',
  '2026-01-01T24:61:00Z',
  '2026-01-01T00:00:00+99:99',
];
export const badNumber = fc.oneof(
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e20, -1e20, 2 ** 53 + 2, -1, 0.5, 1e308, Number.MIN_VALUE),
  fc.double({ noInteger: true }),
);
/**
 * Wrong for a decimal field (a price): no fraction may count as wrong there, since 0.5 or 3.7 is a
 * price; out of every range, not a number, or below a cent.
 */
export const badDecimal = fc.oneof(
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e20, -1e20, -1, -0.5, 1e308, Number.MIN_VALUE),
  fc.double({ max: -Number.MIN_VALUE, noNaN: true }),
  fc.double({ min: 1e9, noNaN: true }),
);
export const numericText = fc.constantFrom('1', '99999999999999999999', '1e400', 'NaN', '0x10');
/** Anything a Server Action's arguments can decode to, or a JSON body can carry. */
export const junk = fc.anything({
  maxDepth: 3,
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withSparseArray: true,
  withTypedArray: true,
  withBoxedValues: true,
  stringUnit: 'binary',
});
export const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DATETIME = /^\d{4}-\d{2}-\d{2}T/;

/** A value certainly wrong where `valid` is expected. */
export function badFor(valid: unknown): fc.Arbitrary<unknown> {
  if (typeof valid === 'string') {
    if (DATE.test(valid)) return fc.oneof(fc.constantFrom(...IMPOSSIBLE_DATES), badText, badNumber);
    if (DATETIME.test(valid)) return fc.oneof(fc.constantFrom(...IMPOSSIBLE_TIMES, ...IMPOSSIBLE_DATES), badText, badNumber);
    return fc.oneof(badText, badNumber, fc.constant(null), fc.constant({}), fc.constant([]));
  }
  if (typeof valid === 'number')
    return fc.oneof(Number.isInteger(valid) ? badNumber : badDecimal, numericText, badText, fc.constant(null), fc.boolean(), fc.constant([]));
  if (typeof valid === 'boolean') return fc.oneof(fc.constantFrom('true', 1, 0, null, 'yes', [], {}), badText);
  if (valid === null) return fc.oneof(badText, badNumber, fc.constant({}), fc.constant([]), fc.boolean());
  if (Array.isArray(valid))
    return fc.oneof(
      badText,
      badNumber,
      fc.constant(null),
      fc.constant({}),
      fc.array(badText, { minLength: 1, maxLength: 3 }),
      fc.constant(Array.from({ length: 10_000 }, () => 'x')),
    );
  if (valid instanceof FormData) return fc.oneof(badText, badNumber, fc.constant(null), fc.constant({}));
  return fc.oneof(badText, badNumber, fc.constant(null), fc.constant([]));
}

export type Path = Array<string | number>;
/** A form a form-action receives, written as an object so that its fields can be mutated. */
export const form = (fields: Record<string, string>) => ({ [FORM]: fields });
export const FORM = '__form__';
export const toForm = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(toForm);
  if (v && typeof v === 'object' && FORM in v) {
    const f = new FormData();
    const fields = (v as Record<string, unknown>)[FORM];
    if (fields && typeof fields === 'object') for (const [k, x] of Object.entries(fields)) f.append(k, safeString(x));
    return f;
  }
  return v;
};
export function safeString(v: unknown): string {
  try {
    return typeof v === 'string' ? v : (JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? `${x}n` : x)) ?? 'undefined');
  } catch {
    return '[unprintable]';
  }
}
export function leafPaths(value: unknown, at: Path = []): Path[] {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return [at, ...Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...at, k]))].filter((p) => p.length);
  if (Array.isArray(value) && at.length === 0) return value.flatMap((v, i) => leafPaths(v, [i]));
  if (Array.isArray(value) && value.every((v) => typeof v === 'number')) return [at, ...value.map((_, i) => [...at, i])];
  return [at];
}
export const getAt = (v: unknown, p: Path) => p.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], v);
export function setAt(v: unknown, p: Path, x: unknown) {
  const parent = getAt(v, p.slice(0, -1)) as Record<string | number, unknown>;
  parent[p.at(-1)!] = x;
}

/** A valid example with one to three of its fields replaced by values wrong for them. */
export function mutated(valid: unknown): fc.Arbitrary<unknown> {
  const paths = leafPaths(valid);
  return fc.subarray(paths, { minLength: 1, maxLength: Math.min(3, paths.length) }).chain((chosen) =>
    fc.tuple(...chosen.map((p) => badFor(getAt(valid, p)))).map((values) => {
      const copy = structuredClone(valid);
      chosen
        .map((p, i) => [p, values[i]] as const)
        .sort((a, b) => b[0].length - a[0].length)
        .forEach(([p, x]) => setAt(copy, p, x));
      return copy;
    }),
  );
}
/**
 * The issue's own findings, always tried first: each date field impossible (`2026-99-99`,
 * `2026-02-31`, `0000-00-00`), each text field with a NUL, each number field huge.
 */
export function issueExamples(valid: unknown): unknown[] {
  return leafPaths(valid).flatMap((p) => {
    const v = getAt(valid, p);
    const values =
      typeof v === 'string'
        ? DATE.test(v)
          ? ['2026-99-99', '2026-02-31', '0000-00-00']
          : DATETIME.test(v)
            ? ['2026-02-31T10:00:00Z']
            : [`${v}\u0000`]
        : typeof v === 'number'
          ? [1e20]
          : [];
    return values.map((x) => {
      const copy = structuredClone(valid);
      setAt(copy, p, x);
      return copy;
    });
  });
}
/** A valid example with bad fields, or junk; an input without fields (`{}`) gets junk only. */
export const input = (valid: unknown) =>
  leafPaths(valid).length === 0 ? junk : fc.oneof({ weight: 4, arbitrary: mutated(valid) }, { weight: 1, arbitrary: junk });

/** Malformed percent-encoding: a bad escape, a lone `%`, NUL, an overlong slash, a cut-off sequence. */
const BAD_ESCAPES = ['%ZZ', '%', '%00', '%C0%AF', '%E0%A4%A'];

/** Query strings and path values with odd encodings. */
export const badParam = fc.oneof(
  badText,
  fc.constantFrom(
    ...BAD_ESCAPES,
    '..%2F..%2F',
    '\\',
    "' or 1=1 --",
    '99999999999999999999',
    '-1',
    '0',
    '1e400',
    ...IMPOSSIBLE_DATES,
    '------------------------------------',
    '00000000-0000-0000-0000-00000000000g',
  ),
);
export const rawQueryKey = fc.constantFrom(
  'from',
  'to',
  'page',
  'uid',
  'store',
  'status',
  'product',
  'sort',
  'locale',
  'lang',
  'platform',
  'code',
  'q',
  'redirect',
  'slug',
  'secret',
  'mode',
  'oobCode',
  'apiKey',
  'outbox',
  '_storyblok',
  'x',
);
export const rawQueryValue = fc.oneof(
  fc.constantFrom(
    ...BAD_ESCAPES,
    '%uD800',
    '0000-00-00',
    '2026-02-31',
    '2026-99-99',
    '99999999999999999999',
    '-5',
    '1.5',
    'NaN',
    '%FF%FE',
    'a%00b',
    '%2e%2e%2f',
  ),
  short.map(encodeURIComponent),
  fc.constant('x'.repeat(10_000)),
);
/** A query string as a client could type it, percent-encoding malformed or not. */
export const rawQuery = fc.array(fc.tuple(rawQueryKey, rawQueryValue), { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
export const rawBody = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"data":',
    'null',
    '[]',
    '"x"',
    '{"data":{"a":1}',
    '\u0000',
    '{"data":"\\u0000"}',
    '{"data":1e400}',
    '{"__proto__":{"x":1},"data":{}}',
    'x'.repeat(200_000),
  ),
  junk.map(safeString),
  fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString('latin1')),
);
