'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { languageName } from '@/lib/i18n/locales';
import { controlSendAction } from '@/lib/newsletter/actions';
import { FormAlert } from '@/components/forms/Field';
import { ConfirmButton } from './ConfirmButton';
import { useAdminAction } from './useAdminAction';
import styles from './SendJobs.module.css';
import { BusyButton } from '@/components/forms/BusyButton';

export interface SendJob {
  id: string;
  subject: string;
  locales: string[];
  status: 'queued' | 'sending' | 'paused' | 'done' | 'cancelled';
  total: number;
  sent: number;
  failed: number;
  rate: number;
  secondsLeft: number | null;
  /**
   * When it was queued, formatted by the server (the page's one date format): Node's and the browser's
   * Intl differ in places (en-US puts U+202F before "PM" in Node, a plain space in Chromium), and a
   * date formatted again while hydrating did not match the server's HTML (React #418).
   */
  created: string;
}

/** How often the page asks again while a send is queued or running. */
const REFRESH_MS = 2000;

/**
 * Every newsletter send as a job: its state (a finished send that had nobody to write to says "No
 * recipients"), a progress bar (sent of total), failures, rate and time left, and pause / resume /
 * cancel. While one is queued or sending, the page refreshes itself every two seconds (the server
 * renders the numbers; a reload shows the same).
 */
export function SendJobs({ sends }: { sends: SendJob[] }) {
  const t = useTranslations('AdminUi.email');
  const format = useFormatter();
  const router = useRouter();
  const active = sends.some((s) => s.status === 'queued' || s.status === 'sending');
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [active, router]);
  return (
    <ul className={styles.jobs} aria-live="polite">
      {sends.map((s) => {
        // A send that found nobody to write to says so, rather than "Done" with "0 of 0 messages sent".
        const nobody = s.status === 'done' && s.total === 0;
        return (
          <li key={s.id} className={styles.job} data-status={nobody ? 'no-recipients' : s.status}>
            <div className={styles.head}>
              <strong>{s.subject}</strong>
              <span className={styles.badge}>{nobody ? t('jobNoRecipients') : t(`jobStatuses.${s.status}`)}</span>
            </div>
            {/* The page's one date format; each language by its own name, in this page's list format. */}
            <p className={styles.meta}>
              {s.created} ·{' '}
              {format.list(
                s.locales.map((l) => (
                  <span key={l} lang={l}>
                    {languageName(l)}
                  </span>
                )),
                { type: 'conjunction' },
              )}
            </p>
            {nobody ? (
              <p className={styles.numbers}>{t('jobNoRecipientsText')}</p>
            ) : s.status !== 'queued' ? (
              <>
                <progress
                  className={styles.bar}
                  value={s.sent + s.failed}
                  max={Math.max(1, s.total)}
                  aria-label={t('jobProgress', { done: format.number(s.sent), total: s.total })}
                />
                <p className={styles.numbers}>
                  {t('jobProgress', { done: format.number(s.sent), total: s.total })}
                  {s.failed > 0 ? <> · {t('jobFailed', { count: s.failed })}</> : null}
                  {s.status === 'sending' && s.rate > 0 ? <> · {t('jobRate', { rate: Math.round(s.rate) })}</> : null}
                  {s.status === 'sending' && s.secondsLeft !== null ? (
                    <> · {s.secondsLeft < 60 ? t('jobLessThanMinute') : t('jobMinutesLeft', { minutes: Math.ceil(s.secondsLeft / 60) })}</>
                  ) : null}
                </p>
              </>
            ) : null}
            <JobControls job={s} />
          </li>
        );
      })}
    </ul>
  );
}

function JobControls({ job }: { job: SendJob }) {
  const t = useTranslations('AdminUi.email');
  const { pending, message, run } = useAdminAction();
  if (job.status === 'done' || job.status === 'cancelled') return null;
  const control = (action: 'pause' | 'resume') =>
    run(
      () => controlSendAction({ id: job.id, action }),
      () => t(action === 'pause' ? 'jobPaused' : 'jobResumed'),
    );
  return (
    <div className={styles.controls}>
      {job.status === 'paused' ? (
        <BusyButton type="button" className="button" busy={pending} onClick={() => control('resume')}>
          {t('jobResume')}
        </BusyButton>
      ) : (
        <BusyButton type="button" className="button" busy={pending} onClick={() => control('pause')}>
          {t('jobPause')}
        </BusyButton>
      )}
      <ConfirmButton
        action={() => controlSendAction({ id: job.id, action: 'cancel' })}
        label={t('jobCancel')}
        confirm={t('jobConfirmCancel')}
        done={t('jobCancelled')}
        danger
      />
      <FormAlert message={message?.text ?? null} tone={message?.tone ?? 'error'} />
    </div>
  );
}
