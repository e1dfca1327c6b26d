import { getFormatter, getTranslations } from 'next-intl/server';
import { adminPage } from '@/lib/auth/pages';
import { DateRange } from '@/components/admin/DateRange';
import { pageMetadata } from '@/lib/i18n/page';
import { db } from '@/lib/db';
import { PURCHASE_SORTS, PURCHASE_STATUSES, purchasePage, purchaseSearch, STORES } from '@/lib/purchases';

export const generateMetadata = pageMetadata('adminPurchases');

const STORE_NAMES = { 'app-store': 'App Store', 'play-store': 'Google Play' } as const;
const SORT_LABELS = { newest: 'purchases.newest', oldest: 'purchases.oldest', price: 'purchases.highest' } as const;

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await adminPage(params, '/admin/purchases');
  // Values that do not parse (impossible dates, huge page numbers, control characters) are dropped.
  const filter = purchaseSearch(await searchParams);
  const s = Object.fromEntries(
    Object.entries(filter)
      .filter(([k, v]) => v !== undefined && !(k === 'page' && v === 1) && !(k === 'sort' && v === 'newest'))
      .map(([k, v]) => [k, String(v)]),
  ) as Record<string, string | undefined>;
  const { rows, more, totals } = await purchasePage(await db(), filter);
  const t = await getTranslations('AdminUi');
  const page = await getTranslations('Pages.adminPurchases');
  const format = await getFormatter();
  const money = (micros: number, currency: string) => format.number(micros / 1_000_000, { style: 'currency', currency });
  const query = (extra: Record<string, string>) =>
    `?${new URLSearchParams({ ...(Object.fromEntries(Object.entries(s).filter(([, v]) => v)) as Record<string, string>), ...extra })}`;
  return (
    <>
      <h1>{page('title')}</h1>
      <form method="get" className="form filters">
        <div className="field">
          <label htmlFor="p-store">{t('purchases.store')}</label>
          <select id="p-store" name="store" defaultValue={s.store ?? ''}>
            <option value="">{t('all')}</option>
            {STORES.map((st) => (
              <option key={st} value={st}>
                {STORE_NAMES[st]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="p-status">{t('email.status')}</label>
          <select id="p-status" name="status" defaultValue={s.status ?? ''}>
            <option value="">{t('all')}</option>
            {PURCHASE_STATUSES.map((st) => (
              <option key={st} value={st}>
                {t(`purchases.statuses.${st}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="p-product">{t('purchases.product')}</label>
          <input id="p-product" name="product" defaultValue={s.product ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="p-uid">UID</label>
          <input id="p-uid" name="uid" defaultValue={s.uid ?? ''} />
        </div>
        <DateRange prefix="p" from={s.from} to={s.to} />
        <div className="field">
          <label htmlFor="p-sort">{t('purchases.sort')}</label>
          <select id="p-sort" name="sort" defaultValue={filter.sort}>
            {PURCHASE_SORTS.map((so) => (
              <option key={so} value={so}>
                {t(SORT_LABELS[so])}
              </option>
            ))}
          </select>
        </div>
        <button className="button" type="submit">
          {t('filter')}
        </button>
      </form>
      <p data-testid="totals">
        {t('purchases.totals')}: {totals.length ? totals.map((r) => `${money(r.micros, r.currency)} (${format.number(r.n)})`).join(' · ') : '–'}
      </p>
      <p>
        <a className="button" href={`/api/admin/purchases${query({})}`} download>
          {t('purchases.export')}
        </a>
      </p>
      {rows.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={page('title')} tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('purchases.date')}</th>
                <th scope="col">{t('purchases.store')}</th>
                <th scope="col">{t('purchases.product')}</th>
                <th scope="col">{t('purchases.price')}</th>
                <th scope="col">{t('email.status')}</th>
                <th scope="col">UID</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    <details>
                      <summary>{format.dateTime(r.purchasedAt, { dateStyle: 'medium', timeStyle: 'short' })}</summary>
                      <dl className="facts">
                        <dt>{t('purchases.transaction')}</dt>
                        <dd>
                          <code>{r.transactionId}</code>
                        </dd>
                        <dt>{t('purchases.expires')}</dt>
                        <dd>{r.expiresAt ? format.dateTime(r.expiresAt, { dateStyle: 'medium' }) : '–'}</dd>
                        <dt>{t('purchases.updated')}</dt>
                        <dd>{format.dateTime(r.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
                      </dl>
                    </details>
                  </td>
                  <td>{STORE_NAMES[r.store]}</td>
                  <td>{r.product}</td>
                  <td>{money(r.priceMicros, r.currency)}</td>
                  <td>{t(`purchases.statuses.${r.status}`)}</td>
                  <td>
                    {r.uid ? (
                      <a className="uid" href={query({ uid: r.uid, page: '1' })} title={r.uid}>
                        <code>{r.uid}</code>
                      </a>
                    ) : (
                      '–'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="actions">
        {filter.page > 1 ? <a href={query({ page: String(filter.page - 1) })}>{t('previous')}</a> : null}{' '}
        {more ? <a href={query({ page: String(filter.page + 1) })}>{t('next')}</a> : null}
      </p>
    </>
  );
}
