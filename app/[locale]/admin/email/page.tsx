import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';
import { adminPage } from '@/lib/auth/pages';
import { LanguageSelect } from '@/components/admin/DateRange';
import { pageMetadata } from '@/lib/i18n/page';
import { db } from '@/lib/db';
import { OUTBOX_PAGE, outboxPage } from '@/lib/email';
import { emailSearch, SUBSCRIBER_PAGE, SUBSCRIPTION_STATUSES, sendProgress, subscriberCounts, subscriberPage } from '@/lib/newsletter';

import { NewsletterForm, RetryButton } from '@/components/admin/NewsletterForm';
import { SendJobs } from '@/components/admin/SendJobs';

export const generateMetadata = pageMetadata('adminEmail');

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await adminPage(params, '/admin/email');
  const s = emailSearch(await searchParams);
  const { page, outbox: outPage } = s;
  const query = (extra: Record<string, string>) =>
    `?${new URLSearchParams({
      ...Object.fromEntries(
        Object.entries(s)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      ),
      ...extra,
    })}`;
  const database = await db();
  const [counts, subs, mails, sends] = await Promise.all([
    subscriberCounts(database),
    subscriberPage(database, { status: s.status, locale: s.locale, page }),
    outboxPage(database, outPage),
    sendProgress(database, { limit: 10 }),
  ]);
  const t = await getTranslations('AdminUi');
  const title = await getTranslations('Pages.adminEmail');
  const format = await getFormatter();
  const messages = await getMessages();
  const count = (st: string) => counts.find((c) => c.status === st)?.n ?? 0;
  return (
    <NextIntlClientProvider messages={{ AdminUi: messages.AdminUi, Forms: messages.Forms }}>
      <h1>{title('title')}</h1>
      <h2>{t('email.subscribers')}</h2>
      <p>{t('email.counts', { active: count('active'), pending: count('pending'), unsubscribed: count('unsubscribed') })}</p>
      <form method="get" className="form form-inline filters">
        <div className="field">
          <label htmlFor="f-status">{t('email.status')}</label>
          <select id="f-status" name="status" defaultValue={s.status ?? ''}>
            <option value="">{t('all')}</option>
            {SUBSCRIPTION_STATUSES.map((st) => (
              <option key={st} value={st}>
                {t(`email.statuses.${st}`)}
              </option>
            ))}
          </select>
        </div>
        <LanguageSelect id="f-locale" name="locale" value={s.locale} />
        <button className="button" type="submit">
          {t('filter')}
        </button>
      </form>
      {subs.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={t('email.subscribers')} tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('roles.email')}</th>
                <th scope="col">{t('email.language')}</th>
                <th scope="col">{t('email.status')}</th>
                <th scope="col">{t('email.since')}</th>
              </tr>
            </thead>
            <tbody>
              {subs.slice(0, SUBSCRIBER_PAGE).map((r) => (
                <tr key={r.email}>
                  <td>{r.email}</td>
                  <td>{r.locale}</td>
                  <td>{t(`email.statuses.${r.status}`)}</td>
                  <td>{format.dateTime(r.createdAt, { dateStyle: 'medium' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {subs.length > SUBSCRIBER_PAGE ? (
        <p>
          <a href={query({ page: String(page + 1) })}>{t('next')}</a>
        </p>
      ) : null}
      <p>
        <a className="button" href={`/api/admin/subscribers?${new URLSearchParams({ status: s.status ?? '', locale: s.locale ?? '' })}`} download>
          {t('purchases.export')}
        </a>
      </p>

      <h2>{t('email.newsletter')}</h2>
      <NewsletterForm />

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
            createdAt: j.createdAt.toISOString(),
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
                  <strong>{m.subject}</strong> → {m.to} · {t(`email.mailStatuses.${m.status}`)} ·{' '}
                  {format.dateTime(m.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
                  {m.error ? ` · ${m.error}` : ''}
                </summary>
                <pre className="mail-text">{m.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
      {mails.length > OUTBOX_PAGE ? (
        <p>
          <a href={query({ outbox: String(outPage + 1) })}>{t('next')}</a>
        </p>
      ) : null}
    </NextIntlClientProvider>
  );
}
