import 'server-only';
import { createTranslator } from 'use-intl/core';
import { allMessages } from '@/lib/i18n/all-messages';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import { formatDay } from '@/lib/i18n/dates';
import { localizedPathname } from '@/lib/routing/pathnames';
import { actionEmail, type Rendered } from '@/lib/email/templates';
import type { JourneyProgress } from '@/lib/journey';
import type { Milestone } from '@/lib/certificates/schema';
import type { ReminderKind } from './schema';

/** What one reminder says: its kind, the member's day, and the figures it names. */
export type ReminderContent =
  | { kind: 'quit-eve' | 'quit-morning' | 'check-in'; quitDate: string }
  | { kind: 'milestone'; quitDate: string; milestone: Milestone }
  | { kind: 'weekly-summary'; quitDate: string; progress: JourneyProgress };

/** /account in the member's language (its translated slug). */
export const accountPath = (locale: Locale) => encodeURI(`${localePrefixes[locale]}${localizedPathname('/account', locale)}`);

/** Where a reminder's button leads in /account (the page's own anchors); the milestone's opens the certificate form prefilled. */
export function reminderPath(locale: Locale, c: ReminderContent): string {
  const account = accountPath(locale);
  if (c.kind === 'milestone') return `${account}?milestone=${c.milestone}&since=${c.quitDate}#new-certificate-title`;
  if (c.kind === 'check-in' || c.kind === 'quit-morning') return `${account}#check-in-title`;
  return `${account}#journey-title`;
}

const KEY = {
  'quit-eve': 'quitEve',
  'quit-morning': 'quitMorning',
  milestone: 'milestone',
  'weekly-summary': 'weeklySummary',
  'check-in': 'checkIn',
} as const satisfies Record<ReminderKind, string>;

/**
 * A reminder in the member's language, in the emails' design (lib/email's action email: the text part
 * from the same messages). No tracking: its links are the page's own, without anything per send.
 */
export async function reminderEmail(locale: Locale, c: ReminderContent, p: { siteUrl: string }): Promise<Rendered> {
  const t = createTranslator({ locale, messages: allMessages[locale], namespace: 'Reminders.email' });
  const milestones = createTranslator({ locale, messages: allMessages[locale], namespace: 'Certificate.milestones' });
  const date = formatDay(locale, c.quitDate);
  const k = KEY[c.kind];
  const values: Record<string, string | number> =
    c.kind === 'milestone'
      ? { date, milestone: milestones(c.milestone) }
      : c.kind === 'weekly-summary'
        ? {
            date,
            days: c.progress.smokeFreeDays,
            slips: c.progress.slips,
            cigarettes: c.progress.cigarettesNotSmoked,
            money: new Intl.NumberFormat(locale, { style: 'currency', currency: c.progress.moneySaved.currency }).format(c.progress.moneySaved.amount),
          }
        : { date };
  const url = (path: string) => new URL(path, p.siteUrl).toString();
  return actionEmail(locale, {
    subject: t(`${k}.subject`, values),
    preview: t(`${k}.lead`, values),
    before: [t(`${k}.lead`, values), t(`${k}.body`, values)],
    button: t(`${k}.button`),
    url: url(reminderPath(locale, c)),
    site: new URL(p.siteUrl).host,
    footer: t('footer', { site: new URL(p.siteUrl).host }),
    links: [{ label: t('settings'), url: url(`${accountPath(locale)}#reminders-title`) }],
  });
}
