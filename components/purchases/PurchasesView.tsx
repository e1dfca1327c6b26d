import { getFormatter, getTranslations } from 'next-intl/server';
import { DateRange, FilterForm, SelectField, TextField, PageLinks } from '@/components/admin/Filters';
import { DataTable } from '@/components/admin/DataTable';
import { queryHref } from '@/lib/http/search-params';
import { getDateFormat } from '@/lib/i18n/page';
import { PURCHASE_SORTS, PURCHASE_STATUSES, STORES, type purchasesOf, type PurchaseFilter } from '@/lib/purchases';

const STORE_NAMES = { 'app-store': 'App Store', 'play-store': 'Google Play' } as const;
const SORT_LABELS = { newest: 'purchases.newest', oldest: 'purchases.oldest', price: 'purchases.highest' } as const;

/**
 * /admin/purchases: the filters (a GET form), the totals per currency, the CSV export of the same
 * filter, and one page of purchases, newest first unless sorted otherwise.
 */
export async function PurchasesView({ filter, result: { rows, more, totals } }: { filter: PurchaseFilter; result: Awaited<ReturnType<typeof purchasesOf>> }) {
  const s = Object.fromEntries(
    Object.entries(filter)
      .filter(([k, v]) => v !== undefined && !(k === 'page' && v === 1) && !(k === 'sort' && v === 'newest'))
      .map(([k, v]) => [k, String(v)]),
  ) as Record<string, string | undefined>;
  const t = await getTranslations('AdminUi');
  const page = await getTranslations('Pages.adminPurchases');
  const format = await getFormatter();
  const dates = await getDateFormat();
  const money = (micros: number, currency: string) => format.number(micros / 1_000_000, { style: 'currency', currency });
  const query = (extra: Record<string, string> = {}) => queryHref(s, extra);
  const storeOptions = STORES.map((st) => ({ value: st, label: STORE_NAMES[st] }));
  const statusOptions = PURCHASE_STATUSES.map((st) => ({ value: st, label: t(`purchases.statuses.${st}`) }));
  const sortOptions = PURCHASE_SORTS.map((so) => ({ value: so, label: t(SORT_LABELS[so]) }));
  return (
    <>
      <h1>{page('title')}</h1>
      <FilterForm>
        <SelectField id="p-store" name="store" label={t('purchases.store')} value={s.store} all options={storeOptions} />
        <SelectField id="p-status" name="status" label={t('email.status')} value={s.status} all options={statusOptions} />
        <TextField id="p-product" name="product" label={t('purchases.product')} value={s.product} />
        <TextField id="p-uid" name="uid" label="UID" value={s.uid} />
        <DateRange prefix="p" from={s.from} to={s.to} />
        <SelectField id="p-sort" name="sort" label={t('purchases.sort')} value={filter.sort} options={sortOptions} />
      </FilterForm>
      <p data-testid="totals">
        {t('purchases.totals', {
          totals: totals.length ? totals.map((r) => `${money(r.micros, r.currency)} (${format.number(r.n)})`).join(' · ') : '–',
        })}
      </p>
      <p>
        <a className="button" href={`/api/admin/purchases${query()}`} download>
          {t('purchases.export')}
        </a>
      </p>
      <DataTable
        label={page('title')}
        head={[t('purchases.date'), t('purchases.store'), t('purchases.product'), t('purchases.price'), t('email.status'), 'UID']}
        empty={t('empty')}
      >
        {rows.map((r) => (
          <tr key={r.id}>
            <td>
              <details>
                <summary>{dates.dateTime(r.purchasedAt, { dateStyle: 'medium', timeStyle: 'short' })}</summary>
                <dl className="facts">
                  <dt>{t('purchases.transaction')}</dt>
                  <dd>
                    <code>{r.transactionId}</code>
                  </dd>
                  <dt>{t('purchases.expires')}</dt>
                  <dd>{r.expiresAt ? dates.dateTime(r.expiresAt, { dateStyle: 'medium' }) : '–'}</dd>
                  <dt>{t('purchases.updated')}</dt>
                  <dd>{dates.dateTime(r.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
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
      </DataTable>
      <PageLinks label={page('title')} page={filter.page} more={more} href={(n) => query({ page: String(n) })} />
    </>
  );
}
