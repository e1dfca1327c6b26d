'use client';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accepted, object } from '@/lib/forms/schemas';
import { useLocale, useTranslations } from 'next-intl';
import { CheckboxField, FormAlert, bound } from '@/components/forms/Field';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { useAuth } from '@/components/auth/AuthProvider';
import { deleteAccountAction } from '@/lib/compose/personal-data/actions';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import { BusyButton } from '@/components/forms/BusyButton';

/** Confirmation, then deletion; afterwards the browser forgets the session and shows the confirmation. */
export function DeleteAccountForm() {
  const t = useTranslations('Deletion');
  const f = useTranslations('Forms');
  const locale = useLocale() as Locale;
  const { signOut } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(() => object({ confirm: accepted(t('confirmRequired')) }), [t]);
  const form = useForm<{ confirm: boolean }>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues: { confirm: false } });
  const submit = useDebouncedSubmit(
    form.handleSubmit(
      async ({ confirm }) => {
        setError(null);
        try {
          const { status } = await deleteAccountAction({ confirm });
          if (status === 'deleted') {
            await signOut().catch(() => undefined);
            // A full page load on purpose: it drops every client state of the ended session.
            // eslint-disable-next-line @next/next/no-location-assign-relative-destination
            window.location.assign(`${localePrefixes[locale]}/start-data-deletion?deleted=1`);
            return;
          }
          setError(status === 'unconfirmed' ? f('incomplete') : status === 'signed-out' ? t('signedOut') : t('failed'));
        } catch {
          setError(f('networkError'));
        }
      },
      () => setError(f('incomplete')),
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="form">
      <CheckboxField id="confirm" label={t('confirm')} {...bound(form, 'confirm', { onChange: () => void form.trigger('confirm') })} />
      <FormAlert errors={form.formState.errors} message={error} />
      <BusyButton type="submit" className="button button-danger" busy={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? f('submitting') : t('submit')}
      </BusyButton>
    </form>
  );
}
