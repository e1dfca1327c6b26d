'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Field, FormAlert } from '@/components/forms/Field';
import { BusyButton } from '@/components/forms/BusyButton';
import { redeemCodeAction } from '@/lib/campaigns/actions';
import { CODE_SHAPE, normalizeCode } from '@/lib/campaigns/schema';
import styles from './Account.module.css';

type Answer = Awaited<ReturnType<typeof redeemCodeAction>> | { status: 'failed' };

/**
 * A promo code redeemed on the web: the app's `redeemCode` (redeemCodeAction, same limit). The code is
 * checked for its shape in the browser first; every answer is said in the page's language, and after a
 * redemption the page (rendered per request) shows the new premium status.
 */
export function RedeemCodeForm() {
  const t = useTranslations('Premium.redeem');
  const a = useTranslations('Account');
  const router = useRouter();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);

  const say = (r: Answer) => {
    const error = (text: string) => setMessage({ text, tone: 'error' });
    switch (r.status) {
      case 'ok':
        setCode('');
        setMessage({ text: t('ok', { days: r.days }), tone: 'success' });
        router.refresh();
        return;
      case 'not-found':
        return error(t('notFound'));
      case 'already-redeemed':
        return error(t('alreadyRedeemed'));
      case 'not-valid-now':
        return error(t('notValidNow'));
      case 'invalid':
        return error(t('invalid'));
      case 'rate-limited':
        return error(t('rateLimited'));
      case 'signed-out':
        return error(a('signedOut'));
      default:
        return error(a('failed'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!CODE_SHAPE.test(normalizeCode(code))) return say({ status: 'invalid' });
    setBusy(true);
    say(await redeemCodeAction({ code }).catch((): Answer => ({ status: 'failed' })));
    setBusy(false);
  };

  return (
    <form noValidate className={`form ${styles.form}`} onSubmit={submit} aria-labelledby="redeem-title">
      <h3 id="redeem-title">{t('title')}</h3>
      <Field
        id="redeem-code"
        label={t('label')}
        hint={t('hint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <FormAlert message={message?.text ?? null} tone={message?.tone} />
      <BusyButton type="submit" className="button button-primary" busy={busy}>
        {busy ? t('submitting') : t('submit')}
      </BusyButton>
    </form>
  );
}
