import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { WhatIsDeleted } from '@/components/deletion/WhatIsDeleted';
import { memberPage } from '@/lib/auth/pages';
import { pageMetadata, type LocaleParams } from '@/lib/i18n/page';
import { DeleteAccountForm } from '@/components/deletion/DeleteAccountForm';
import { SignOutEverywhere } from '@/components/auth/SignOutEverywhere';
import { renderPolicy } from '@/lib/routing/render';
import { NarrowPage } from '@/components/layout/NarrowPage';

export const generateMetadata = pageMetadata('dataDeletion');

/** Signed in: download everything, or delete the account and every row tied to it. */
export default async function Page({ params }: LocaleParams) {
  await renderPolicy('/data-deletion');
  const { session } = await memberPage(params, '/data-deletion');
  const page = await getTranslations('Pages.dataDeletion');
  const t = await getTranslations('Deletion');
  const s = await getTranslations('Sessions');
  const messages = await getMessages();
  return (
    <NarrowPage title={page('title')} lead={t('signedInAs', { email: session.email ?? session.uid })}>
      <WhatIsDeleted />
      <h2>{t('exportTitle')}</h2>
      <p>{t('exportText')}</p>
      <p>
        <a className="button" href="/api/me/export" download>
          {t('exportButton')}
        </a>
      </p>
      <h2>{s('title')}</h2>
      <p>{s('text')}</p>
      <NextIntlClientProvider messages={{ Sessions: messages.Sessions }}>
        <SignOutEverywhere />
      </NextIntlClientProvider>
      <h2>{t('deleteTitle')}</h2>
      <p>{t('deleteText')}</p>
      <NextIntlClientProvider messages={{ Deletion: messages.Deletion, Forms: messages.Forms }}>
        <DeleteAccountForm />
      </NextIntlClientProvider>
    </NarrowPage>
  );
}
