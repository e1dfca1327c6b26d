import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AuthSlot } from './AuthSlot';

/** /login and /register: heading, purpose, and the form (plain HTML until its code loads) with only the messages it needs. */
export async function AuthPage({ kind }: { kind: 'login' | 'register' }) {
  const t = await getTranslations(`Pages.${kind}`);
  const messages = await getMessages();
  return (
    <div className="container page page-narrow">
      <h1>{t('title')}</h1>
      <p className="lead">{t('purpose')}</p>
      <NextIntlClientProvider
        messages={{
          Auth: messages.Auth,
          Forms: messages.Forms,
          TwoStep: messages.TwoStep,
          Security: { emailAction: messages.Security.emailAction, errors: messages.Security.errors },
        }}
      >
        <AuthSlot kind={kind} />
      </NextIntlClientProvider>
    </div>
  );
}
