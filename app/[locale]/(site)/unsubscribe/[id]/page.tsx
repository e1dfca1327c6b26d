import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale, pageMetadata } from '@/lib/i18n/page';
import { isValidId } from '@/lib/routing/validity';
import { db } from '@/lib/db';
import { unsubscribe } from '@/lib/newsletter';

export const generateMetadata = pageMetadata('unsubscribe');
export const dynamic = 'force-dynamic';

/** One click from the email: unsubscribed, and the page says so. Visiting it again changes nothing. */
export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  await pageLocale(params);
  const { id } = await params;
  if (!isValidId(id)) notFound();
  if (!(await unsubscribe(id, { db: await db() }))) notFound();
  const t = await getTranslations('Newsletter');
  const page = await getTranslations('Pages.unsubscribe');
  return (
    <div className="container page page-narrow">
      <h1>{page('title')}</h1>
      <p className="lead" role="status">
        {t('unsubscribed')}
      </p>
      <p>{t('resubscribe')}</p>
    </div>
  );
}
