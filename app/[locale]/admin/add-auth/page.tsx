import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { adminPage } from '@/lib/auth/pages';
import { pageMetadata } from '@/lib/i18n/page';
import { AddAuthForm } from '@/components/admin/AddAuthForm';
import { renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('adminAddAuth');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  await renderPolicy('/admin/add-auth');
  await adminPage(params, '/admin/add-auth');
  const page = await getTranslations('Pages.adminAddAuth');
  const t = await getTranslations('AdminUi');
  const messages = await getMessages();
  return (
    <>
      <h1>{page('title')}</h1>
      <p className="lead">{t('addAuth.intro')}</p>
      <NextIntlClientProvider messages={{ AdminUi: messages.AdminUi, Forms: messages.Forms }}>
        <AddAuthForm />
      </NextIntlClientProvider>
    </>
  );
}
