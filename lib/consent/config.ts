import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import { ANALYTICS, GTM_COOKIES } from './gtm';

/**
 * The cookie-consent banner's configuration (vanilla-cookieconsent 3, spec §7): opt-in, two
 * categories ("necessary", read-only, and "analytics"), texts from messages/<locale>.json
 * (namespace Consent.banner). Pure: built on the client from what the server passes down. `more` is
 * one sentence with a `<link>…</link>` tag around the words that link to the privacy policy, so each
 * language orders its own words.
 */
export const consentTextKeys = [
  'label',
  'title',
  'description',
  'acceptAll',
  'rejectAll',
  'manage',
  'preferencesTitle',
  'save',
  'close',
  'intro',
  'necessaryTitle',
  'necessaryDescription',
  'analyticsTitle',
  'analyticsDescription',
  'moreTitle',
  'more',
  'privacyPolicy',
] as const;
export type ConsentTexts = Record<(typeof consentTextKeys)[number], string>;

export interface ConsentSettings {
  locale: string;
  texts: ConsentTexts;
  /** Localized path of the privacy policy. */
  privacyHref: string;
  /** Whether the site runs over HTTPS (the consent cookie is then Secure). */
  secure: boolean;
}

/** The consent cookie: first-party, 182 days (the library's default), SameSite Lax. */
export const CONSENT_COOKIE = 'cc_cookie';

/** Crawlers never see the banner (they cannot consent, and nothing loads without consent). */
export function isBot(userAgent: string): boolean {
  return /bot|crawl|spider|slurp|teoma/i.test(userAgent);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An escaped text whose `<link>…</link>` (escaped too) becomes the anchor: nothing else turns into markup. */
const withLink = (escaped: string, anchor: (text: string) => string) =>
  escaped.replace(/&#60;link&#62;(.*?)&#60;\/link&#62;/g, (_, text: string) => anchor(text));

export function consentConfig(
  { locale, texts, privacyHref, secure }: ConsentSettings,
  callbacks: Pick<CookieConsentConfig, 'onConsent' | 'onChange' | 'onModalReady'> = {},
): CookieConsentConfig {
  const t = Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, escapeHtml(v)])) as ConsentTexts;
  const link = (text: string) => `<a href="${escapeHtml(privacyHref)}">${text}</a>`;
  return {
    mode: 'opt-in',
    // Our own check (isBot) replaces the library's, which also hides the banner from every
    // automated browser (navigator.webdriver) and so from the accessibility and e2e tests.
    hideFromBots: false,
    // The site's own <script> tags are not consent-managed; GTM is loaded by code (components/consent).
    manageScriptTags: false,
    cookie: { name: CONSENT_COOKIE, sameSite: 'Lax', secure, path: '/' },
    guiOptions: {
      consentModal: { layout: 'box inline', position: 'bottom right', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      [ANALYTICS]: {
        enabled: false,
        // Withdrawing consent erases GTM's cookies and reloads the page, so no tag keeps running.
        autoClear: { cookies: GTM_COOKIES.map((name) => ({ name })), reloadPage: true },
      },
    },
    language: {
      default: locale,
      translations: {
        [locale]: {
          consentModal: {
            label: t.label,
            title: t.title,
            description: t.description,
            acceptAllBtn: t.acceptAll,
            acceptNecessaryBtn: t.rejectAll,
            showPreferencesBtn: t.manage,
            footer: link(t.privacyPolicy),
          },
          preferencesModal: {
            title: t.preferencesTitle,
            acceptAllBtn: t.acceptAll,
            acceptNecessaryBtn: t.rejectAll,
            savePreferencesBtn: t.save,
            closeIconLabel: t.close,
            sections: [
              { description: t.intro },
              { title: t.necessaryTitle, description: t.necessaryDescription, linkedCategory: 'necessary' },
              { title: t.analyticsTitle, description: t.analyticsDescription, linkedCategory: ANALYTICS },
              { title: t.moreTitle, description: withLink(t.more, link) },
            ],
          },
        },
      },
    },
    ...callbacks,
  };
}
