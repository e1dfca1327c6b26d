import { z } from 'zod';

/**
 * A quitline as editors keep it in the Storyblok datasource `quitlines`: entry name = ISO 3166 country
 * code (lower case), value = `key=value` pairs separated by `;`:
 *   service  the service's own name (shown as is)
 *   tel      the number to dial: E.164 (+4930…) or a national short number (3989)
 *   display  the number as the country writes it
 *   hours    opening hours, `mo-fr 09:00-20:00, sa-su 11:00-16:00` (days mo tu we th fr sa su); empty: not known
 *   cost     `free` or `local` (local rate); empty: not known
 *   web      the service's website; source  the page the entry was checked against
 *   for      interface languages (en de fr nl es ru it pt pl, comma-separated) whose main quitline this is
 */
const day = z.enum(['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su']);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const hoursRange = z.object({ from: day, to: day, open: time, close: time });
export type HoursRange = z.infer<typeof hoursRange>;

const url = z.url({ protocol: /^https$/ });
const langs = ['en', 'de', 'fr', 'nl', 'es', 'ru', 'it', 'pt', 'pl'] as const;

export const quitline = z.object({
  country: z.string().regex(/^[a-z]{2}$/),
  service: z.string().min(1).max(200),
  tel: z.string().regex(/^(\+[1-9]\d{6,14}|\d{3,6})$/),
  display: z.string().min(3).max(60),
  hours: z.array(hoursRange).default([]),
  cost: z.enum(['free', 'local']).optional(),
  web: url.optional(),
  source: url,
  for: z.array(z.enum(langs)).default([]),
});
export type Quitline = z.infer<typeof quitline>;

function parseHours(value: string): unknown[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((part) => {
      const m = /^([a-z]{2})(?:-([a-z]{2}))?\s+(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(part);
      return m ? { from: m[1], to: m[2] ?? m[1], open: m[3], close: m[4] } : { invalid: part };
    });
}

/** One datasource entry → a quitline, or the reason it is not one (the entry is then left out and logged). */
export function parseQuitline(entry: { name: string; value: string }): { ok: true; quitline: Quitline } | { ok: false; error: string } {
  const fields: Record<string, unknown> = { country: entry.name.trim().toLowerCase() };
  for (const pair of entry.value.split(';')) {
    const i = pair.indexOf('=');
    if (i < 0) continue;
    const key = pair.slice(0, i).trim();
    const value = pair.slice(i + 1).trim();
    if (!value) continue;
    if (key === 'hours') fields.hours = parseHours(value);
    else if (key === 'for')
      fields.for = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else fields[key] = value;
  }
  const parsed = quitline.safeParse(fields);
  if (!parsed.success) return { ok: false, error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  return { ok: true, quitline: parsed.data };
}
