import 'server-only';
import type { ReactNode } from 'react';
import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { createTranslator } from 'use-intl/core';
import { allMessages } from '@/lib/i18n/all-messages';
import type { Locale } from '@/lib/i18n/locales';
import { markdownToEmailHtml } from './markdown';

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

/**
 * Every email is built from React Email components (tables and inline styles that the large mail
 * clients show alike), rendered to HTML on the server, in the recipient's language, in the brand's
 * look: off-white page, white card, teal button and links. The plain-text part is written from the
 * same messages.
 */
const brand = { teal: '#0f766e', ink: '#14201d', muted: '#4b5a58', page: '#f8faf9', line: '#d5e3e0', paleTeal: '#ccebe7' };
const font = "'Nunito Sans', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function Layout({ locale, title, preview, footer, children }: { locale: Locale; title: string; preview: string; footer: ReactNode; children: ReactNode }) {
  return (
    <Html lang={locale.slice(0, 2)}>
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: brand.page, color: brand.ink, fontFamily: font, margin: 0, padding: '24px 0' }}>
        <Container
          style={{ maxWidth: 560, margin: '0 auto', backgroundColor: '#ffffff', border: `1px solid ${brand.line}`, borderRadius: 12, padding: '8px 28px 20px' }}
        >
          <Section style={{ borderBottom: `4px solid ${brand.paleTeal}`, padding: '16px 0 8px' }}>
            <Text style={{ color: brand.teal, fontSize: 18, fontWeight: 700, letterSpacing: '0.02em', margin: 0 }}>Exhale</Text>
          </Section>
          <Heading as="h1" style={{ fontSize: 22, lineHeight: '30px', margin: '20px 0 12px' }}>
            {title}
          </Heading>
          {children}
          <Hr style={{ borderColor: brand.line, margin: '24px 0 12px' }} />
          <Text style={{ color: brand.muted, fontSize: 13, lineHeight: '20px', margin: 0 }}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

const P = ({ children }: { children: ReactNode }) => <Text style={{ fontSize: 16, lineHeight: '24px', margin: '0 0 16px' }}>{children}</Text>;

function Cta({ url, label }: { url: string; label: string }) {
  return (
    <Section style={{ margin: '24px 0' }}>
      <Button
        href={url}
        style={{ backgroundColor: brand.teal, color: '#ffffff', borderRadius: 8, padding: '12px 20px', fontSize: 16, fontWeight: 700, textDecoration: 'none' }}
      >
        {label}
      </Button>
    </Section>
  );
}

const FooterLink = ({ label, url }: { label: string; url: string }) => (
  <a href={url} style={{ color: brand.teal }}>
    {label}
  </a>
);

const translator = (locale: Locale) => createTranslator({ locale, messages: allMessages[locale], namespace: 'Email' });

/** The double opt-in email: confirm link, and how to unsubscribe. */
export async function subscribeVerifyEmail(locale: Locale, p: { email: string; verifyUrl: string; unsubscribeUrl: string; site: string }): Promise<Rendered> {
  const t = translator(locale);
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
  const html = await render(
    <Layout
      locale={locale}
      title={subject}
      preview={t('verifyPreview')}
      footer={
        <>
          {footer} <FooterLink label={t('unsubscribe')} url={p.unsubscribeUrl} />
        </>
      }
    >
      {paragraphs.slice(0, 2).map((x) => (
        <P key={x}>{x}</P>
      ))}
      <Cta url={p.verifyUrl} label={t('verifyButton')} />
      <P>{paragraphs[2]}</P>
    </Layout>,
  );
  return { subject, text, html };
}

/**
 * An email with one action: paragraphs, a button (and its link in the text part), more paragraphs, the
 * footer (by default "you get this because this address was entered on …") and its links (a settings
 * page, an unsubscribe page).
 */
export async function actionEmail(
  locale: Locale,
  p: {
    subject: string;
    /** The inbox's preview line: a sentence of its own (the first paragraph after a greeting may start lower case). */
    preview: string;
    before: string[];
    button: string;
    url: string;
    after?: string[];
    site: string;
    footer?: string;
    links?: { label: string; url: string }[];
  },
): Promise<Rendered> {
  const t = translator(locale);
  const after = p.after ?? [];
  const links = p.links ?? [];
  const footer = p.footer ?? t('footer', { site: p.site });
  const text = [
    ...p.before,
    '',
    t('linkLine', { label: p.button, url: p.url }),
    '',
    ...(after.length ? [...after, ''] : []),
    footer,
    ...links.map((l) => t('linkLine', l)),
  ].join('\n');
  const html = await render(
    <Layout
      locale={locale}
      title={p.subject}
      preview={p.preview}
      footer={
        <>
          {footer}
          {links.map((l) => (
            <span key={l.url}>
              {' '}
              <FooterLink label={l.label} url={l.url} />
            </span>
          ))}
        </>
      }
    >
      {p.before.map((x) => (
        <P key={x}>{x}</P>
      ))}
      <Cta url={p.url} label={p.button} />
      {after.map((x) => (
        <P key={x}>{x}</P>
      ))}
    </Layout>,
  );
  return { subject: p.subject, text, html };
}

/** The email for an account an admin created: a link to set the password. */
export async function accountCreatedEmail(locale: Locale, p: { setPasswordUrl: string; site: string }): Promise<Rendered> {
  const t = translator(locale);
  return actionEmail(locale, {
    subject: t('accountSubject'),
    preview: t('accountPreview'),
    before: [t('greeting'), t('accountBody')],
    button: t('accountButton'),
    url: p.setPasswordUrl,
    site: p.site,
  });
}

/** A member asked to confirm their account's address (/account): the link to our page that confirms it. */
export async function confirmAddressEmail(locale: Locale, p: { email: string; confirmUrl: string; site: string }): Promise<Rendered> {
  const t = translator(locale);
  return actionEmail(locale, {
    subject: t('confirmSubject'),
    preview: t('confirmPreview'),
    before: [t('greeting'), t('confirmBody', { email: p.email })],
    button: t('confirmButton'),
    url: p.confirmUrl,
    after: [t('confirmIgnore')],
    site: p.site,
  });
}

/**
 * A newsletter: the admin's Markdown (links, emphasis, lists, headings; no HTML, nothing that runs)
 * as HTML, the Markdown itself as the plain-text part, and its unsubscribe link.
 */
export async function newsletterEmail(locale: Locale, p: { subject: string; body: string; unsubscribeUrl: string }): Promise<Rendered> {
  const t = translator(locale);
  const label = t('unsubscribe');
  const body = markdownToEmailHtml(p.body);
  const preview = p.body.replace(/[*_#>`[\]()]/g, '').slice(0, 120);
  const html = await render(
    <Layout locale={locale} title={p.subject} preview={preview} footer={<FooterLink label={label} url={p.unsubscribeUrl} />}>
      <div style={{ fontSize: 16, lineHeight: '24px' }} dangerouslySetInnerHTML={{ __html: body }} />
    </Layout>,
  );
  return { subject: p.subject, text: `${p.body}\n\n${t('linkLine', { label, url: p.unsubscribeUrl })}`, html };
}

/** A quoted block of plain text: each line prefixed with "> " (the text part) or shown as sent (the HTML part; React escapes it). */
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

function Quote({ text }: { text: string }) {
  return (
    <Text
      style={{
        fontSize: 15,
        lineHeight: '22px',
        margin: '0 0 16px',
        padding: '8px 12px',
        borderLeft: `4px solid ${brand.line}`,
        color: brand.muted,
        whiteSpace: 'pre-wrap',
      }}
    >
      {text}
    </Text>
  );
}

/**
 * The receipt for a question sent through the contact form: we have it and what happens next. It never
 * carries the question: anyone can type any address into the form, and a receipt that quoted their
 * words would let the form send a stranger's text to that address in our name.
 */
export async function supportReceiptEmail(locale: Locale, p: { site: string }): Promise<Rendered> {
  const t = translator(locale);
  const subject = t('supportReceiptSubject');
  const before = [t('greeting'), t('supportReceiptBody')];
  const footer = t('supportFooter', { site: p.site });
  const text = [...before, '', footer].join('\n');
  const html = await render(
    <Layout locale={locale} title={subject} preview={t('supportReceiptBody')} footer={footer}>
      {before.map((x) => (
        <P key={x}>{x}</P>
      ))}
    </Layout>,
  );
  return { subject, text, html };
}

/** An admin's answer to a question from the contact form (plain text, never HTML), the question quoted below it. */
export async function supportAnswerEmail(locale: Locale, p: { answer: string; message: string; site: string }): Promise<Rendered> {
  const t = translator(locale);
  const subject = t('supportAnswerSubject');
  const footer = t('supportFooter', { site: p.site });
  const text = [t('greeting'), '', p.answer, '', t('supportYourMessage'), quoted(p.message), '', footer].join('\n');
  const html = await render(
    <Layout locale={locale} title={subject} preview={p.answer.slice(0, 120)} footer={footer}>
      <P>{t('greeting')}</P>
      <Text style={{ fontSize: 16, lineHeight: '24px', margin: '0 0 16px', whiteSpace: 'pre-wrap' }}>{p.answer}</Text>
      <P>{t('supportYourMessage')}</P>
      <Quote text={p.message} />
    </Layout>,
  );
  return { subject, text, html };
}
