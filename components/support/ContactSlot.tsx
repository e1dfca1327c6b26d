'use client';

import { useTranslations } from 'next-intl';
import { Field, FormAlert } from '@/components/forms/Field';
import { useDeferredForm } from '@/components/forms/deferred';
import { SUPPORT_LIMITS as L } from '@/lib/support/limits';
import { OperatorAddress } from './OperatorAddress';

const load = () => import('./ContactForm').then((m) => m.ContactForm);

/**
 * The contact form on /help, server-rendered as plain HTML. Its checks and sending (react-hook-form,
 * zod, the Server Action: ContactForm) load when the visitor turns to the form (focus, pointer,
 * submit: components/forms/deferred) and take over what was typed; not at idle, so reading the help
 * page does not pay for a form at its end.
 */
export function ContactSlot({ operatorEmail }: { operatorEmail: string | null }) {
  const t = useTranslations('Support');
  const { Loaded, start, region, form } = useDeferredForm(load, { idle: false });
  if (Loaded) return <Loaded start={start} operatorEmail={operatorEmail} />;
  return (
    <div {...region}>
      <form {...form} className="form" data-testid="contact-form">
        <Field id="contact-email" name="email" type="email" autoComplete="email" label={t('email')} maxLength={254} />
        <Field id="contact-name" name="name" autoComplete="name" label={t('name')} maxLength={L.name.max} />
        <div className="field">
          <label htmlFor="contact-message">{t('message')}</label>
          <textarea id="contact-message" name="message" rows={6} maxLength={L.message.max} />
        </div>
        <FormAlert message={null} />
        <button type="submit" className="button button-primary">
          {t('submit')}
        </button>
        <OperatorAddress email={operatorEmail} />
      </form>
    </div>
  );
}
