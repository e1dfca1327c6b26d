import { Suspense } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AuthScreen } from './AuthScreen';

/** /login and /register: heading, purpose, and the client form with only the messages it needs. */
export async function AuthPage({ kind }: { kind: 'login' | 'register' }) {
  const t = await getTranslations(`Pages.${kind}`);
  const messages = await getMessages();
  return (
    <div className="container page page-narrow">
      <h1>{t('title')}</h1>
      <p className="lead">{t('purpose')}</p>
      <NextIntlClientProvider messages={{ Auth: messages.Auth, Forms: messages.Forms }}>
        <Suspense fallback={<p className="muted" aria-busy="true">…</p>}>
          <AuthScreen kind={kind} />
        </Suspense>
      </NextIntlClientProvider>
    </div>
  );
}
