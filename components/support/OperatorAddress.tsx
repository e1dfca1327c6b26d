'use client';

import { useTranslations } from 'next-intl';

/** Under the contact form: the operator's own address, when one is configured (OPERATOR_EMAIL). */
export function OperatorAddress({ email }: { email: string | null }) {
  const t = useTranslations('Support');
  return email ? <p className="muted">{t.rich('direct', { address: email, mail: (c) => <a href={`mailto:${email}`}>{c}</a> })}</p> : null;
}
