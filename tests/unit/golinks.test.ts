import { describe, expect, it } from 'vitest';
import { goTarget, parseGoLinks, platformOf } from '@/lib/golinks';

describe('go-links datasource entries', () => {
  it('send each platform to its own target, and fall back to `other` where a platform has none', () => {
    const links = parseGoLinks([
      {
        name: 'app',
        value: 'ios=https://apps.apple.com/app/exhale/id6450000001 android=https://play.google.com/store/apps/details?id=app.exhale other=/install',
      },
      { name: 'test', value: 'other=/survey/test' },
    ]);
    expect(links.get('app')).toEqual({
      ios: 'https://apps.apple.com/app/exhale/id6450000001',
      android: 'https://play.google.com/store/apps/details?id=app.exhale',
      other: '/install',
    });
    expect(links.get('test')).toEqual({ ios: '/survey/test', android: '/survey/test', other: '/survey/test' });
  });

  it('drop entries without a safe `other` target and ignore unsafe platform targets', () => {
    const links = parseGoLinks([
      { name: 'evil', value: 'other=//evil.example/x' },
      { name: 'plain', value: 'other=http://insecure.example/' },
      { name: 'bad id!', value: 'other=/help' },
      { name: 'mixed', value: 'ios=javascript:alert(1) android=//evil.example other=/help' },
    ]);
    expect([...links.keys()]).toEqual(['mixed']);
    expect(links.get('mixed')).toEqual({ ios: '/help', android: '/help', other: '/help' });
  });

  it('lead to our pages in the language of the address, and to stores and other sites as they are', () => {
    const link = { ios: 'https://apps.apple.com/app/exhale/id6450000001', android: '/help?from=go', other: '/install' };
    expect(goTarget(link, 'other', 'de-DE')).toBe('/de/install');
    expect(goTarget(link, 'android', 'fr-FR')).toBe('/fr/aide?from=go');
    expect(goTarget(link, 'ios', 'de-DE')).toBe('https://apps.apple.com/app/exhale/id6450000001');
    expect(goTarget(link, 'other', 'en-US')).toBe('/install');
  });

  it('tell the platform from the user agent', () => {
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Linux; Android 15)')).toBe('android');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });
});
