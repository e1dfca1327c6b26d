import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/routing/navigation';
import { adminPage } from '@/lib/auth/pages';
import { getDateFormat, pageMetadata } from '@/lib/i18n/page';
import { campaignsList } from '@/lib/campaigns';
import { CampaignForm } from '@/components/admin/CampaignForm';
import { DataTable } from '@/components/admin/DataTable';
import { renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('adminCodeCampaigns');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  await renderPolicy('/admin/code-campaigns');
  await adminPage(params, '/admin/code-campaigns');
  const page = await getTranslations('Pages.adminCodeCampaigns');
  const t = await getTranslations('AdminUi');
  const format = await getFormatter();
  const dates = await getDateFormat();
  const messages = await getMessages();
  const list = await campaignsList();
  return (
    <>
      <h1>{page('title')}</h1>
      <DataTable
        label={page('title')}
        head={[t('campaigns.name'), t('campaigns.validity'), t('campaigns.issued'), t('campaigns.redeemed'), t('campaigns.status')]}
        empty={t('empty')}
      >
        {list.map((c) => (
          <tr key={c.id}>
            <td>
              <Link href={{ pathname: '/admin/code-campaigns/[id]', params: { id: String(c.id) } }}>{c.name}</Link>
            </td>
            <td>{dates.dateTimeRange(c.validFrom, c.validUntil, { dateStyle: 'medium' })}</td>
            <td>{format.number(c.issued)}</td>
            <td>{format.number(c.redeemed)}</td>
            <td>{c.deactivatedAt ? t('campaigns.inactive') : t('campaigns.active')}</td>
          </tr>
        ))}
      </DataTable>
      <h2>{t('campaigns.new')}</h2>
      <NextIntlClientProvider messages={{ AdminUi: messages.AdminUi, Forms: messages.Forms }}>
        <CampaignForm />
      </NextIntlClientProvider>
    </>
  );
}
