'use client';

import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { answerSupportAction } from '@/lib/support/actions';
import { SUPPORT_LIMITS, answerFields } from '@/lib/support/schema';
import { FormAlert, bound } from '@/components/forms/Field';
import { TextareaField } from '@/components/forms/MoreFields';
import { BusyButton } from '@/components/forms/BusyButton';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { useAdminAction } from './useAdminAction';
import { useFormMessages } from './useFormMessages';

/**
 * The answer to one support request (plain text): emailed to the sender by answerSupportAction, which
 * marks the request answered. Once it is, only the result stays (the page refreshes without the form).
 */
export function SupportAnswerForm({ id, answered }: { id: string; answered: boolean }) {
  const t = useTranslations('AdminUi');
  const f = useTranslations('Forms');
  const { pending, message, run, setMessage } = useAdminAction();
  const m = useFormMessages();
  const schema = useMemo(() => answerFields({ ...m, name: t('support.answer') }), [m, t]);
  const form = useForm<{ answer: string }>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues: { answer: '' } });
  const submit = useDebouncedSubmit(
    form.handleSubmit(
      (v) =>
        run(
          () => answerSupportAction({ ...v, id }),
          () => t('support.sent'),
        ),
      () => setMessage({ tone: 'error', text: f('incomplete') }),
    ),
  );
  if (answered) return message ? <FormAlert message={message.text} tone={message.tone} /> : null;
  return (
    <form noValidate className="form" onSubmit={submit}>
      <TextareaField id={`answer-${id}`} label={t('support.answer')} rows={6} maxLength={SUPPORT_LIMITS.answer.max} {...bound(form, 'answer')} />
      <FormAlert errors={form.formState.errors} message={message?.text ?? null} tone={message?.tone ?? 'error'} />
      <BusyButton type="submit" className="button button-primary" busy={pending}>
        {pending ? f('submitting') : t('support.send')}
      </BusyButton>
    </form>
  );
}
