import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { languageName } from '@/lib/i18n/locales';
import { adminPage, type PageProps } from '@/lib/auth/pages';
import { PageLinks } from '@/components/admin/Filters';
import { SupportAnswerForm } from '@/components/admin/SupportAnswerForm';
import { queryHref } from '@/lib/http/search-params';
import { getDateFormat, pageMetadata } from '@/lib/i18n/page';
import { SUPPORT_PAGE, supportInbox, supportSearch } from '@/lib/support';
import { renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('adminSupport');

/** The support inbox: questions from the contact form, open ones first, newest first; each open one with a form to answer it by email. */
export default async function Page({ params, searchParams }: PageProps) {
  await renderPolicy('/admin/support');
  await adminPage(params, '/admin/support');
  const s = supportSearch(await searchParams);
  const { rows, total, open } = await supportInbox(s.page);
  const t = await getTranslations('AdminUi');
  const title = await getTranslations('Pages.adminSupport');
  const dates = await getDateFormat();
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ AdminUi: messages.AdminUi, Forms: messages.Forms }}>
      <h1>{title('title')}</h1>
      <p data-testid="support-open">{t('support.open', { count: open })}</p>
      {rows.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <ul className="outbox" aria-label={t('support.questions')}>
          {rows.map((r) => (
            <li key={r.id} className="outbox-item" data-testid="support-request" data-status={r.status}>
              <details open={r.status === 'open'}>
                <summary>
                  <strong>{r.name ? `${r.name} <${r.email}>` : r.email}</strong> · {dates.moment(r.createdAt)} ·{' '}
                  <span lang={r.locale}>{languageName(r.locale)}</span> · {t(`support.statuses.${r.status}`)}
                </summary>
                <p className="mail-text">{r.message}</p>
                {r.status === 'answered' ? (
                  <>
                    <p className="muted">{t('support.answered', { who: r.answeredBy ?? '', date: r.answeredAt ? dates.moment(r.answeredAt) : '' })}</p>
                    <p className="mail-text">{r.answer}</p>
                  </>
                ) : null}
              </details>
              {/* Outside the details and kept once answered, so the result stays in view after the refresh. */}
              <SupportAnswerForm id={r.id} answered={r.status === 'answered'} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks label={t('support.questions')} page={s.page} more={s.page * SUPPORT_PAGE < total} href={(n) => queryHref(s, { page: String(n) })} />
    </NextIntlClientProvider>
  );
}
