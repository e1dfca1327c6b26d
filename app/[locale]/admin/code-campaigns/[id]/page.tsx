import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';
import { adminPage } from '@/lib/auth/pages';
import { getDateFormat, pageMetadata } from '@/lib/i18n/page';
import { isValidId } from '@/lib/routing/validity';
import { campaignOf, codeOf, formatCode } from '@/lib/campaigns';
import { ConfirmButton } from '@/components/admin/ConfirmButton';
import { Breadcrumbs } from '@/components/admin/Breadcrumbs';
import { setCampaignActiveAction } from '@/lib/campaigns/actions';
import { searchText } from '@/lib/http/search-params';
import { renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('adminCodeCampaign');

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await renderPolicy('/admin/code-campaigns/[id]');
  const { id } = await params;
  await adminPage(params, `/admin/code-campaigns/${encodeURIComponent(id)}`);
  if (!isValidId(id)) notFound();
  const detail = await campaignOf(id);
  if (!detail) notFound();
  const t = await getTranslations('AdminUi');
  const format = await getFormatter();
  const dates = await getDateFormat();
  const query = await searchParams;
  const q = searchText(query, 'code', 40);
  const found = q ? await codeOf(id, q) : null;
  const max = Math.max(1, ...detail.byDay.map((d) => d.n));
  const messages = await getMessages();
  const { campaign } = detail;
  const active = campaign.deactivatedAt === null;
  const shown = found ? formatCode(found.code, campaign.prefix) : '';
  const created = searchText(query, 'created', 1) === '1';
  return (
    <>
      <NextIntlClientProvider messages={{ Admin: messages.Admin }}>
        <Breadcrumbs current={campaign.name} />
      </NextIntlClientProvider>
      <h1>{detail.campaign.name}</h1>
      {created ? (
        <p role="status" className="form-alert form-alert-success">
          {t('campaigns.createdNamed', { name: campaign.name, count: detail.issued })}
        </p>
      ) : null}
      <dl className="facts">
        <dt>{t('campaigns.issued')}</dt>
        <dd data-testid="issued">{format.number(detail.issued)}</dd>
        <dt>{t('campaigns.redeemed')}</dt>
        <dd data-testid="redeemed">{format.number(detail.redeemed)}</dd>
        <dt>{t('campaigns.grantDays')}</dt>
        <dd>{format.number(detail.campaign.grantDays)}</dd>
        <dt>{t('campaigns.validity')}</dt>
        <dd>{dates.dateTimeRange(detail.campaign.validFrom, detail.campaign.validUntil, { dateStyle: 'medium' })}</dd>
        <dt>{t('campaigns.status')}</dt>
        <dd data-testid="status">{active ? t('campaigns.active') : t('campaigns.inactive')}</dd>
      </dl>
      <NextIntlClientProvider messages={{ AdminUi: messages.AdminUi, Forms: messages.Forms }}>
        <ConfirmButton
          action={setCampaignActiveAction.bind(null, { id: campaign.id, active: !active })}
          label={t(active ? 'campaigns.deactivate' : 'campaigns.reactivate')}
          confirm={t(active ? 'campaigns.confirmDeactivate' : 'campaigns.confirmReactivate', { name: campaign.name })}
          done={t(active ? 'campaigns.deactivated' : 'campaigns.reactivated')}
          danger={active}
        />
      </NextIntlClientProvider>
      <p>
        <a className="button" href={`/api/admin/campaigns/${id}`} download>
          {t('campaigns.export')}
        </a>
      </p>
      <h2>{t('campaigns.byDay')}</h2>
      {detail.byDay.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <ul className="bars">
          {detail.byDay.map((d) => (
            <li key={d.day}>
              <span className="bar-label">{dates.dateTime(new Date(`${d.day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })}</span>
              <span className="bar" style={{ width: `${(d.n / max) * 100}%` }} />
              <span className="bar-value">{format.number(d.n)}</span>
            </li>
          ))}
        </ul>
      )}
      <form method="get" className="form form-inline" role="search">
        <div className="field">
          <label htmlFor="code">{t('campaigns.search')}</label>
          <input id="code" name="code" defaultValue={q} />
        </div>
        <button className="button" type="submit">
          {t('roles.find')}
        </button>
      </form>
      {q ? (
        <p role="status">
          {found
            ? found.redeemedAt
              ? t('campaigns.codeRedeemed', { code: shown, date: dates.dateTime(found.redeemedAt, { dateStyle: 'medium' }) })
              : t('campaigns.codeOpen', { code: shown })
            : t('campaigns.codeUnknown')}
        </p>
      ) : null}
    </>
  );
}
