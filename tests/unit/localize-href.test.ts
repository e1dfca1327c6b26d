import { describe, expect, it } from 'vitest';
import { localizedHref } from '@/lib/routing/localize';

describe('a link to one of our pages in the visitor’s language', () => {
  it('adds the prefix and the translated slug, keeps parameters, query and fragment', () => {
    expect(localizedHref('/install', 'de-DE')).toBe('/de/install');
    expect(localizedHref('/help', 'de-DE')).toBe('/de/hilfe');
    expect(decodeURI(localizedHref('/help?x=1#faq', 'ru-RU'))).toBe('/ru/помощь?x=1#faq');
    expect(localizedHref('/posts/cravings', 'fr-FR')).toBe('/fr/posts/cravings');
    expect(localizedHref('/quit-smoking/', 'pl-PL')).toBe('/pl/rzucanie-palenia');
    expect(localizedHref('/subscribe-verify/error', 'it-IT')).toBe('/it/subscribe-verify/error');
    expect(localizedHref('/', 'nl-NL')).toBe('/nl');
    expect(localizedHref('/?ref=go', 'pt-PT')).toBe('/pt?ref=go');
  });

  it('leaves English as it is', () => {
    expect(localizedHref('/help', 'en-US')).toBe('/help');
    expect(localizedHref('/', 'en-US')).toBe('/');
  });

  it('leaves other sites, paths of no route and paths that already name a language unchanged', () => {
    expect(localizedHref('https://apps.apple.com/app/exhale/id1', 'de-DE')).toBe('https://apps.apple.com/app/exhale/id1');
    expect(localizedHref('//evil.example/help', 'de-DE')).toBe('//evil.example/help');
    expect(localizedHref('/no/such/page', 'de-DE')).toBe('/no/such/page');
    expect(localizedHref('/fr/aide', 'de-DE')).toBe('/fr/aide');
  });
});
