import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { remindersOf } from '@/lib/reminders';
import type { QuitPlan } from '@/lib/journey';
import { RemindersForm } from './RemindersForm';
import styles from '@/components/journey/Journey.module.css';

/**
 * /account's reminders: a switch per kind and the check-in reminder's hour (lib/reminders), in the
 * plan's time zone. Without a plan nothing is sent, and the section says so.
 */
export async function RemindersSection({ locale, uid, plan }: { locale: Locale; uid: string; plan: QuitPlan | null }) {
  const t = await getTranslations('Reminders');
  const reminders = await remindersOf(uid);
  return (
    <section aria-labelledby="reminders-title" className={styles.section} data-testid="reminders">
      <h2 id="reminders-title">{t('title')}</h2>
      <p>{plan ? t('intro', { zone: plan.timeZone }) : t('noPlan')}</p>
      <RemindersForm locale={locale} initial={{ kinds: reminders.kinds, checkInHour: reminders.checkInHour }} />
    </section>
  );
}
