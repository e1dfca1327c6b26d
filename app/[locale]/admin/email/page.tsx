import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { languageName } from '@/lib/i18n/locales';
import { adminPage, type PageProps } from '@/lib/auth/pages';
import { FilterForm, LanguageSelect, SelectField, PageLinks } from '@/components/admin/Filters';
import { DataTable } from '@/components/admin/DataTable';
import { queryHref } from '@/lib/http/search-params';
import { getDateFormat, pageMetadata } from '@/lib/i18n/page';
import { OUTBOX_PAGE } from '@/lib/email';
import { workerStatus } from '@/lib/jobs';
import { adminEmailView, emailSearch, SUBSCRIBER_PAGE, SUBSCRIPTION_STATUSES } from '@/lib/newsletter';

import { NewsletterForm, RetryButton } from '@/components/admin/NewsletterForm';
import { SendJobs } from '@/components/admin/SendJobs';
import { renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('adminEmail');

export default async function Page({ params, searchParams }: PageProps) {
  await renderPolicy('/admin/email');
  await adminPage(params, '/admin/email');
  const s = emailSearch(await searchParams);
  const { page, outbox: outPage } = s;
  const query = (extra: Record<string, string>) => queryHref(s, extra);
  const { counts, subscribers: subs, mails, sends } = await adminEmailView({ status: s.status, locale: s.locale, page, outbox: outPage });
  const t = await getTranslations('AdminUi');
  const title = await getTranslations('Pages.adminEmail');
  const dates = await getDateFormat();
  const messages = await getMessages();
  const count = (st: string) => counts.find((c) => c.status === st)?.n ?? 0;
  const worker = workerStatus();
  const statusOptions = SUBSCRIPTION_STATUSES.map((st) => ({ value: st, label: t(`email.statuses.${st}`) }));
  return (
    <NextIntlClientProvider messages={{ AdminUi: messages.AdminUi, Forms: messages.Forms }}>
      <h1>{title('title')}</h1>
      {worker.state === 'failed' ? (
        <p role="alert" className="form-alert form-alert-error" data-testid="worker-stopped">
          {t('email.workerStopped', { since: dates.moment(worker.since), error: worker.error })}
        </p>
      ) : null}
      <h2>{t('email.subscribers')}</h2>
      <p>{t('email.counts', { active: count('active'), pending: count('pending'), unsubscribed: count('unsubscribed') })}</p>
      <FilterForm className="form form-inline filters">
        <SelectField id="f-status" name="status" label={t('email.status')} value={s.status} all options={statusOptions} />
        <LanguageSelect id="f-locale" name="locale" value={s.locale} />
      </FilterForm>
      <DataTable label={t('email.subscribers')} head={[t('roles.email'), t('email.language'), t('email.status'), t('email.since')]} empty={t('empty')}>
        {subs.slice(0, SUBSCRIBER_PAGE).map((r) => (
          <tr key={r.email}>
            <td>{r.email}</td>
            <td lang={r.locale}>{languageName(r.locale)}</td>
            <td>{t(`email.statuses.${r.status}`)}</td>
            <td>{dates.day(r.createdAt)}</td>
          </tr>
        ))}
      </DataTable>
      <PageLinks label={t('email.subscribers')} page={page} more={subs.length > SUBSCRIBER_PAGE} href={(n) => query({ page: String(n) })} />
      <p>
        <a className="button" href={`/api/admin/subscribers${queryHref({ status: s.status, locale: s.locale })}`} download>
          {t('purchases.export')}
        </a>
      </p>

      <h2>{t('email.newsletter')}</h2>
      <NewsletterForm activeSubscribers={count('active')} />

      <h2>{t('email.jobs')}</h2>
      {sends.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <SendJobs
          sends={sends.map((j) => ({
            id: j.id,
            subject: j.subject,
            locales: j.locales,
            status: j.status,
            total: j.total,
            sent: j.sent,
            failed: j.failed,
            rate: j.rate,
            secondsLeft: j.secondsLeft,
            created: dates.moment(j.createdAt),
          }))}
        />
      )}

      <h2>{t('email.outbox')}</h2>
      <RetryButton />
      {mails.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <ul className="outbox">
          {mails.slice(0, OUTBOX_PAGE).map((m) => (
            <li key={m.id} className={`outbox-item status-${m.status}`}>
              <details>
                <summary>
                  <strong>{m.subject}</strong> → {m.to} · {t(`email.mailStatuses.${m.status}`)} · {dates.moment(m.createdAt)}
                  {m.error ? ` · ${m.error}` : ''}
                </summary>
                <pre className="mail-text">{m.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
      <PageLinks label={t('email.outbox')} page={outPage} more={mails.length > OUTBOX_PAGE} href={(n) => query({ outbox: String(n) })} />
    </NextIntlClientProvider>
  );
}
