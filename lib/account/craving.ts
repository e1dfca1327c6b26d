import 'server-only';
import type { Db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { listItems } from '@/lib/lists';
import { checkInsIn, planWithProgress, todayOf } from '@/lib/journey';
import { selectMotivations } from './queries';

/**
 * What "I have a craving now" shows of the member's own rows: their reasons (the plan's, else their
 * newest motivation survey's), labelled in the page's language from the quit reasons list (a reason
 * retired since keeps its label), their today and today's check-in. `day` is null without a plan: the
 * browser's own day is then the member's.
 */
export async function cravingOverview(db: Db, uid: string, locale: Locale, now = new Date()) {
  const [{ plan }, motivations, reasonList] = await Promise.all([planWithProgress(db, uid, now), selectMotivations(db, uid), listItems(db, 'quit-reasons')]);
  const keys = plan?.reasons.length ? plan.reasons : (motivations[0]?.reasons ?? []);
  const labels = new Map(reasonList.map((r) => [r.key, r.labels[locale] || r.labels['en-US'] || r.key]));
  const day = plan ? todayOf(plan, now) : null;
  const [checkIn] = day ? await checkInsIn(db, uid, { from: day, to: day }) : [];
  return {
    reasons: keys.flatMap((k) => (labels.has(k) ? [{ key: k, label: labels.get(k)! }] : [])),
    day,
    checkIn: checkIn ?? null,
  };
}
