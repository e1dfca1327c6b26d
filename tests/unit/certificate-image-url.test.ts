import { describe, expect, it } from 'vitest';
import { canonicalImageQuery } from '@/lib/certificates/image-url';

const query = (q: string) => canonicalImageQuery(q ? `?${q}` : '');

describe("a certificate image's one address per language", () => {
  it('serves English without a query and other languages with ?lang= alone', () => {
    expect(query('')).toEqual({ lang: 'en-US', redirect: null });
    expect(query('lang=ru-RU')).toEqual({ lang: 'ru-RU', redirect: null });
  });

  it("accepts each language's short code and any case, and sends it to the canonical address", () => {
    const short = { de: 'de-DE', en: 'en-US', fr: 'fr-FR', nl: 'nl-NL', es: 'es-ES', ru: 'ru-RU', it: 'it-IT', pt: 'pt-PT', pl: 'pl-PL' } as const;
    for (const [code, lang] of Object.entries(short)) {
      expect(query(`lang=${code}`)).toEqual({ lang, redirect: lang === 'en-US' ? '' : `?lang=${lang}` });
      expect(query(`lang=${code.toUpperCase()}`).lang).toBe(lang);
    }
    expect(query('lang=de-de')).toEqual({ lang: 'de-DE', redirect: '?lang=de-DE' });
    expect(query('lang=PT-pt')).toEqual({ lang: 'pt-PT', redirect: '?lang=pt-PT' });
    // Not a language of ours, or more than a code: English.
    expect(query('lang=zh')).toEqual({ lang: 'en-US', redirect: '' });
    expect(query('lang=d')).toEqual({ lang: 'en-US', redirect: '' });
    expect(query('lang=deu')).toEqual({ lang: 'en-US', redirect: '' });
    expect(query('lang=de-AT')).toEqual({ lang: 'en-US', redirect: '' });
  });

  it('sends any other query to the canonical address, so no query string renders a new image', () => {
    expect(query('x=1')).toEqual({ lang: 'en-US', redirect: '' });
    expect(query('lang=de-DE&x=2')).toEqual({ lang: 'de-DE', redirect: '?lang=de-DE' });
    expect(query('x=2&lang=de-DE')).toEqual({ lang: 'de-DE', redirect: '?lang=de-DE' });
    expect(query('lang=de-DE&lang=de-DE')).toEqual({ lang: 'de-DE', redirect: '?lang=de-DE' });
    expect(query('lang=en-US')).toEqual({ lang: 'en-US', redirect: '' });
    expect(query('lang=xx')).toEqual({ lang: 'en-US', redirect: '' });
    // Queries that read the same but are other cache keys.
    expect(canonicalImageQuery('?')).toEqual({ lang: 'en-US', redirect: '' });
    expect(query('&')).toEqual({ lang: 'en-US', redirect: '' });
    expect(query('lang=de-DE&')).toEqual({ lang: 'de-DE', redirect: '?lang=de-DE' });
    expect(query('lang=de%2DDE')).toEqual({ lang: 'de-DE', redirect: '?lang=de-DE' });
  });
});
