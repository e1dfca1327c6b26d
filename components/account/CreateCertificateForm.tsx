'use client';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useLocale, useTranslations } from 'next-intl';
import { CheckboxField, Field, FormAlert, bound } from '@/components/forms/Field';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { useFormMessages } from '@/components/admin/useFormMessages';
import { createCertificateAction } from '@/lib/certificates/actions';
import { CERTIFICATE_NAME_MAX, certificateFields, MILESTONES, type Milestone } from '@/lib/certificates/schema';
import type { Locale } from '@/lib/i18n/locales';
import { localDay } from '@/lib/i18n/dates';
import { useLocalDay } from '@/lib/i18n/use-local-day';
import { useCreateResult } from './useMemberForm';
import styles from './Account.module.css';
import { BusyButton } from '@/components/forms/BusyButton';

type Schema = ReturnType<typeof certificateFields>;

/**
 * A new certificate, checked in the browser with the schema the server and the app API use
 * (lib/certificates/schema.ts, messages on blur), then issued by createCertificateAction; the member
 * lands on its page.
 */
export function CreateCertificateForm({
  defaultName,
  defaultSince,
  defaultMilestone = '1-day',
  titled = true,
}: {
  defaultName: string;
  defaultSince: string;
  /** A milestone reminder's link names the milestone reached. */
  defaultMilestone?: Milestone;
  /** Untitled inside a disclosure whose summary carries the heading (same id). */
  titled?: boolean;
}) {
  const t = useTranslations('Certificate');
  const a = useTranslations('Account.certificates');
  const f = useTranslations('Forms');
  const locale = useLocale() as Locale;
  const m = useFormMessages();
  const schema = useMemo(() => certificateFields({ ...m, names: { name: t('name'), since: t('since') }, sinceFuture: t('sinceFuture') }), [m, t]);
  // The latest day the date field offers is the visitor's own today (the server accepts up to today anywhere on Earth).
  const today = useLocalDay();
  // The page's default (the server's today, in UTC) may be tomorrow for the visitor: never start beyond their today.
  const [since] = useState(() => (defaultSince > localDay() ? localDay() : defaultSince));
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: { name: defaultName, since, milestone: defaultMilestone, showDays: true },
  });
  const { message, done, leaving, incomplete } = useCreateResult(() => form.reset());
  const submit = useDebouncedSubmit(
    form.handleSubmit(async (v) => done(await createCertificateAction(v, locale).catch(() => ({ status: 'failed' }))), incomplete),
  );
  return (
    <form noValidate className={`form ${styles.form}`} onSubmit={submit} aria-labelledby="new-certificate-title">
      {titled ? <h3 id="new-certificate-title">{a('formTitle')}</h3> : null}
      <Field id="cert-name" label={t('name')} autoComplete="name" maxLength={CERTIFICATE_NAME_MAX} {...bound(form, 'name')} />
      <Field id="cert-since" type="date" max={today} label={t('since')} {...bound(form, 'since')} />
      <div className="field">
        <label htmlFor="cert-milestone">{t('milestoneLabel')}</label>
        <select id="cert-milestone" {...form.register('milestone')}>
          {MILESTONES.map((ms) => (
            <option key={ms} value={ms}>
              {t(`milestones.${ms}`)}
            </option>
          ))}
        </select>
      </div>
      <CheckboxField id="cert-show-days" label={t('showDays')} registration={form.register('showDays')} />
      <FormAlert message={message} errors={form.formState.errors} fields={{ name: 'cert-name', since: 'cert-since' }} />
      <BusyButton type="submit" className="button button-primary" busy={form.formState.isSubmitting || leaving}>
        {form.formState.isSubmitting ? f('submitting') : a('submit')}
      </BusyButton>
    </form>
  );
}
