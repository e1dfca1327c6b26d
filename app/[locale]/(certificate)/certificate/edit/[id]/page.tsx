import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/i18n/page';
import { isValidId } from '@/lib/routing/validity';
import { memberPage } from '@/lib/auth/pages';
import { certificateById, type Milestone } from '@/lib/certificates';
import { EditCertificateForm } from '@/components/certificates/EditCertificateForm';
import { Link } from '@/lib/routing/navigation';
import styles from '@/components/certificates/Certificate.module.css';
import { renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('certificateEdit');

/** Only the certificate's owner may edit it: strangers are refused, signed-out visitors sign in first. */
export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  await renderPolicy('/certificate/edit/[id]');
  const { id } = await params;
  if (!isValidId(id)) notFound();
  const { session } = await memberPage(params, `/certificate/edit/${id}`);
  const cert = await certificateById(id);
  if (!cert) notFound();
  const t = await getTranslations('Certificate');
  const page = await getTranslations('Pages.certificateEdit');
  if (cert.uid !== session.uid) {
    return (
      <div className={styles.edit}>
        <h1>{page('title')}</h1>
        <p role="alert" className="form-alert form-alert-error">
          {t('forbidden')}
        </p>
      </div>
    );
  }
  const messages = await getMessages();
  return (
    <div className={styles.edit}>
      <p>
        <Link href={{ pathname: '/certificate/[id]', params: { id } }}>← {t('toCertificate')}</Link> · <Link href="/account">{t('toAccount')}</Link>
      </p>
      <h1>{page('title')}</h1>
      <NextIntlClientProvider messages={{ Certificate: messages.Certificate, Forms: messages.Forms, AdminUi: { range: messages.AdminUi.range } as never }}>
        <EditCertificateForm id={id} initial={{ name: cert.name, since: cert.since, milestone: cert.milestone as Milestone, showDays: cert.showDays }} />
      </NextIntlClientProvider>
    </div>
  );
}
