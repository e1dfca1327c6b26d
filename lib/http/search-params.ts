/**
 * Query strings (a page's `searchParams`, a route handler's `URLSearchParams`) parsed by zod. On a page
 * a value that does not parse (`from=0000-00-00`, `page=99999999999999999999`, `uid=%00`, a repeated
 * key) counts as not given, so the page shows the unfiltered view instead of failing; a CSV export
 * parses `strict`ly and refuses it with 400, so a download never silently contains more than asked for.
 * The areas define their filters with `searchSchema` in their schema.ts (lib/purchases, lib/funnel …).
 */
import { z } from 'zod';
import { searchParam, text } from '@/lib/validation/schema';

export type RawSearch = Record<string, string | string[] | undefined>;

/** `searchParams` (a page's record) or `URLSearchParams` (a route handler's) as one record. */
export function searchRecord(raw: RawSearch | URLSearchParams): RawSearch {
  if (!(raw instanceof URLSearchParams)) return raw ?? {};
  const out: RawSearch = {};
  for (const key of new Set(raw.keys())) out[key] = raw.getAll(key);
  return out;
}

const first = (v: unknown) => {
  const x = Array.isArray(v) ? v[0] : v;
  return x === '' ? undefined : x;
};
/** A strict field: absent or empty is fine, anything else must parse. */
const strictParam = <T extends z.ZodType>(schema: T) => z.preprocess(first, schema.optional());

/** An object schema over query-string fields: lenient (bad values dropped) or `strict` (bad values fail). */
export function searchSchema<S extends Record<string, z.ZodType>>(shape: S, strict = false) {
  return z.object(
    Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, strict ? strictParam(s) : searchParam(s)])) as {
      [K in keyof S]: z.ZodType<z.output<S[K]> | undefined, unknown>;
    },
  );
}

/** A free-text search box (user roles, a campaign's code lookup). */
export const searchText = (raw: RawSearch, key: string, max: number) => z.object({ [key]: searchParam(text({ max })) }).parse(searchRecord(raw))[key] ?? '';

/** A link's query string (`?a=1&page=2`): the given values without the empty ones, then `extra`. */
export function queryHref(values: Record<string, string | number | undefined>, extra: Record<string, string> = {}): string {
  const kept = Object.entries(values).filter(([, v]) => v !== undefined && v !== '');
  return `?${new URLSearchParams({ ...Object.fromEntries(kept.map(([k, v]) => [k, String(v)])), ...extra })}`;
}
