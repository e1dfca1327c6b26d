'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { formatDay } from '@/lib/i18n/dates';
import { useStartFrom, type StartProps } from '@/components/forms/deferred';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { submitMotivationAction } from '@/lib/surveys/actions';
import { MAX_QUIT_DATE_DAYS } from '@/lib/surveys/schema';
import styles from './MotivationForm.module.css';
import { ResultHeading } from '@/components/forms/ResultHeading';
import { ActionLinks } from '@/components/layout/ActionLinks';
import { MotivationView, useQuitDays, type MotivationName, type MotivationValues, type Option } from './MotivationView';

/**
 * The motivation survey (readiness and confidence rulers, reasons, interests and a quit date), then
 * next steps; first as MotivationSlot's plain form, whose answers and pending submit it takes over.
 */
export function MotivationForm({
  reasons,
  interests,
  appOffered = false,
  start,
}: { reasons: Option[]; interests: Option[]; appOffered?: boolean } & StartProps) {
  const t = useTranslations('Survey');
  const f = useTranslations('Forms');
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ reasons: string[]; quitDate: string } | null>(null);
  // Spec §5: messages on blur, for checkboxes as soon as they change.
  const form = useForm<MotivationValues>({
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { readiness: '', confidence: '', reasons: [], interests: [], quitDate: '' },
  });
  // The visitor's own today is the first day offered (the server accepts every time zone's today:
  // quitDateRange in lib/surveys/schema.ts).
  const { today, last } = useQuitDays(MAX_QUIT_DATE_DAYS);
  const field = (name: MotivationName) => {
    switch (name) {
      case 'readiness':
      case 'confidence':
        return form.register(name, { required: t(`motivation.${name}Required`), onChange: () => void form.trigger(name) });
      case 'reasons':
        return form.register(name, {
          validate: (v) => (v?.length ? true : t('motivation.reasonsRequired')),
          onChange: () => void form.trigger(name),
        });
      case 'interests':
        return form.register(name);
      case 'quitDate':
        return form.register(name, {
          validate: (v) => !v || (v >= today && v <= last) || t('motivation.quitDateRange', { days: MAX_QUIT_DATE_DAYS }),
        });
    }
  };

  const submit = useDebouncedSubmit(
    form.handleSubmit(
      async (v) => {
        setError(null);
        try {
          const r = await submitMotivationAction(
            { readiness: Number(v.readiness), confidence: Number(v.confidence), reasons: v.reasons, interests: v.interests, quitDate: v.quitDate || null },
            locale,
          );
          if (r.status === 'ok') {
            setDone({ reasons: v.reasons, quitDate: v.quitDate });
            window.scrollTo({ top: 0 });
          } else setError(f(r.status === 'rate-limited' ? 'tooManyRequests' : 'incomplete'));
        } catch {
          setError(f('networkError'));
        }
      },
      () => setError(f('incomplete')),
    ),
  );

  const formRef = useStartFrom(start, form);
  if (done) {
    const chosen = reasons.filter((r) => done.reasons.includes(r.key));
    return (
      <section className="survey-result" aria-live="polite">
        <ResultHeading>{t('motivation.thanksTitle')}</ResultHeading>
        <p>{t('motivation.yourReasons')}</p>
        <ul className={styles.reasons}>
          {chosen.map((r) => (
            <li key={r.key}>{r.label}</li>
          ))}
        </ul>
        <p className={styles.date}>
          {done.quitDate ? t('motivation.yourDate', { date: formatDay(locale, done.quitDate, 'full') }) : t('motivation.noDate', { days: MAX_QUIT_DATE_DAYS })}
        </p>
        <h3>{t('motivation.whatNext')}</h3>
        <p>{t('motivation.thanksText')}</p>
        <ol>
          <li>{t('motivation.next1')}</li>
          <li>{t('motivation.next2')}</li>
          <li>{t('motivation.next3')}</li>
        </ol>
        <p className="muted">{t('savedNote')}</p>
        <p className="actions">
          <ActionLinks
            links={[
              ['/quit-smoking', t('motivation.plan')],
              ['/survey/test', t('motivation.takeTest')],
              // The app only where a store page is configured; else the web's next step, the quit plan.
              appOffered ? ['/install', t('motivation.getApp')] : ['/account', t('motivation.makePlan')],
              ['/help', t('motivation.help')],
            ]}
          />
        </p>
      </section>
    );
  }

  return (
    <MotivationView
      reasons={reasons}
      interests={interests}
      days={MAX_QUIT_DATE_DAYS}
      form={{ ref: formRef, onSubmit: submit, 'data-ready': true }}
      field={field}
      errors={form.formState.errors}
      alert={error}
      busy={form.formState.isSubmitting}
    />
  );
}
