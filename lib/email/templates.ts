import { createTranslator } from 'next-intl';
import { allMessages } from '@/lib/i18n/all-messages';
import type { Locale } from '@/lib/i18n/locales';

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(locale: Locale, title: string, paragraphs: string[], button: { label: string; url: string } | null, footer: string) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${esc(p)}</p>`).join('');
  const cta = button
    ? `<p style="margin:24px 0"><a href="${esc(button.url)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${esc(button.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body style="font-family:system-ui,sans-serif;color:#1b2b29;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${esc(title)}</h1>${body}${cta}<hr style="border:0;border-top:1px solid #d5e3e0;margin:24px 0"><p style="font-size:13px;color:#4b5a58">${esc(footer)}</p></body></html>`;
}

/** The double opt-in email: confirm link, and how to unsubscribe. */
export function subscribeVerifyEmail(locale: Locale, p: { email: string; verifyUrl: string; unsubscribeUrl: string; site: string }): Rendered {
  const t = createTranslator({ locale, messages: allMessages[locale], namespace: 'Email' });
  const subject = t('verifySubject');
  const paragraphs = [t('greeting'), t('verifyBody', { email: p.email }), t('verifyIgnore')];
  const footer = t('footer', { site: p.site });
  const text = [
    ...paragraphs,
    '',
    t('linkLine', { label: t('verifyButton'), url: p.verifyUrl }),
    '',
    footer,
    t('linkLine', { label: t('unsubscribe'), url: p.unsubscribeUrl }),
  ].join('\n');
  const html = layout(
    locale,
    subject,
    paragraphs,
    { label: t('verifyButton'), url: p.verifyUrl },
    `${footer} ${t('linkLine', { label: t('unsubscribe'), url: p.unsubscribeUrl })}`,
  );
  return { subject, text, html };
}

/** The email for an account an admin created: a link to set the password. */
export function accountCreatedEmail(locale: Locale, p: { setPasswordUrl: string; site: string }): Rendered {
  const t = createTranslator({ locale, messages: allMessages[locale], namespace: 'Email' });
  const subject = t('accountSubject');
  const paragraphs = [t('greeting'), t('accountBody')];
  const footer = t('footer', { site: p.site });
  const text = [...paragraphs, '', t('linkLine', { label: t('accountButton'), url: p.setPasswordUrl }), '', footer].join('\n');
  return { subject, text, html: layout(locale, subject, paragraphs, { label: t('accountButton'), url: p.setPasswordUrl }, footer) };
}

/** A newsletter: the admin's text (paragraphs separated by blank lines), escaped, with its unsubscribe link. */
export function newsletterEmail(locale: Locale, p: { subject: string; body: string; unsubscribeUrl: string }): Rendered {
  const t = createTranslator({ locale, messages: allMessages[locale], namespace: 'Email' });
  const paragraphs = p.body
    .split(/\n{2,}/)
    .map((para) => para.trim())
    .filter(Boolean);
  const line = t('linkLine', { label: t('unsubscribe'), url: p.unsubscribeUrl });
  return {
    subject: p.subject,
    text: `${p.body}\n\n${line}`,
    html: layout(locale, p.subject, paragraphs, null, line),
  };
}
