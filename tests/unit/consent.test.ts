// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as CookieConsent from 'vanilla-cookieconsent';
import { consentConfig, consentTextKeys, isBot, type ConsentTexts } from '@/lib/consent/config';
import { GTM_ID_PATTERN, gtmScriptUrl } from '@/lib/consent/gtm';
import { parseEnv } from '@/lib/env';
import { apply, start } from '@/components/consent/runtime';

const english = JSON.parse(readFileSync(join(process.cwd(), 'messages', 'en-US.json'), 'utf8')) as { Consent: { banner: ConsentTexts } };
const texts = english.Consent.banner;
const settings = { locale: 'en-US', texts, privacyHref: '/privacy', secure: false };

describe('consent configuration (lib/consent/config)', () => {
  it('is opt-in with a read-only "necessary" category and "analytics" off until chosen', () => {
    const config = consentConfig(settings);
    expect(config.mode).toBe('opt-in');
    expect(config.categories.necessary).toMatchObject({ enabled: true, readOnly: true });
    expect(config.categories.analytics?.enabled).toBe(false);
    expect(config.categories.analytics?.readOnly).toBeFalsy();
    expect(config.categories.analytics?.autoClear).toMatchObject({ reloadPage: true });
  });

  it('uses the page language and its texts, escaped, with the localized privacy link', () => {
    const config = consentConfig({ ...settings, locale: 'de-DE', privacyHref: '/de/privacy', texts: { ...texts, title: 'A <b>bold</b> "title"' } });
    expect(config.language.default).toBe('de-DE');
    const translation = config.language.translations['de-DE'] as CookieConsent.Translation;
    expect(translation.consentModal.title).toBe('A &#60;b&#62;bold&#60;/b&#62; &#34;title&#34;');
    expect(translation.consentModal.acceptAllBtn).toBe(texts.acceptAll);
    expect(translation.consentModal.footer).toBe('<a href="/de/privacy">Privacy policy</a>');
    expect(translation.preferencesModal.sections.at(-1)?.description).toBe(
      'How we handle your data is explained in our <a href="/de/privacy">privacy policy</a>.',
    );
    expect(translation.preferencesModal.sections.map((s) => s.linkedCategory).filter(Boolean)).toEqual(['necessary', 'analytics']);
  });

  it('makes only the sentence’s <link> tag an anchor, escaping everything else', () => {
    const config = consentConfig({ ...settings, texts: { ...texts, more: 'Read <b>this</b> & our <link>policy "here"</link> <img src=x>.' } });
    const sections = (config.language.translations['en-US'] as CookieConsent.Translation).preferencesModal.sections;
    expect(sections.at(-1)?.description).toBe('Read &#60;b&#62;this&#60;/b&#62; &#38; our <a href="/privacy">policy &#34;here&#34;</a> &#60;img src=x&#62;.');
  });

  it('every text the banner needs is in the messages', () => {
    expect(Object.keys(texts).sort()).toEqual([...consentTextKeys].sort());
  });

  it('crawlers are not shown the banner; browsers are', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36')).toBe(false);
  });
});

describe('GTM_ID', () => {
  it('accepts a container id and rejects anything else, naming the variable', () => {
    expect(GTM_ID_PATTERN.test('GTM-ABC1234')).toBe(true);
    for (const bad of ['G-ABC1234', 'GTM-', 'gtm-abc1234', 'GTM-ABC1234"><script>', 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234']) {
      expect(GTM_ID_PATTERN.test(bad), bad).toBe(false);
      expect(() => gtmScriptUrl(bad)).toThrow();
    }
    expect(gtmScriptUrl('GTM-ABC1234')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234');
    expect(parseEnv({ EXHALE_MODE: 'embedded', GTM_ID: 'GTM-ABC1234' } as unknown as NodeJS.ProcessEnv).GTM_ID).toBe('GTM-ABC1234');
    expect(parseEnv({ EXHALE_MODE: 'embedded' } as unknown as NodeJS.ProcessEnv).GTM_ID).toBeUndefined();
    expect(() => parseEnv({ EXHALE_MODE: 'embedded', GTM_ID: 'UA-1234-5' } as unknown as NodeJS.ProcessEnv)).toThrow(/GTM_ID is malformed/);
  });
});

describe('the banner in a document (vanilla-cookieconsent, components/consent/runtime)', () => {
  const gtm = () => document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
  beforeAll(async () => {
    await start({ ...settings, gtmId: 'GTM-ABC1234' });
  });

  it('shows the banner and loads no tag before consent', () => {
    expect(document.querySelector('#cc-main')?.textContent).toContain(texts.title);
    apply(); // a route change
    expect(gtm()).toBeNull();
  });

  it('loads GTM once analytics is accepted, once, and drops it when consent is withdrawn', () => {
    CookieConsent.acceptCategory(['analytics']);
    expect(gtm()?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234');
    apply(); // a route change: still one script, a page view for the tag manager
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(1);
    expect((window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer?.at(-1)).toMatchObject({ event: 'exhale.pageview' });

    document.cookie = '_ga=GA1.1.123; path=/';
    CookieConsent.acceptCategory([]);
    expect(gtm()).toBeNull();
    expect(document.cookie).not.toContain('_ga=');
    expect(CookieConsent.acceptedCategory('analytics')).toBe(false);
  });
});
