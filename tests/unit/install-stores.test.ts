import { describe, expect, it } from 'vitest';
import { storeUrl } from '@/lib/install';

describe('storeUrl: only a real store page counts as configured', () => {
  it('accepts App Store and Google Play app pages', () => {
    expect(storeUrl('ios', 'https://apps.apple.com/app/exhale/id1234567890')).toBe('https://apps.apple.com/app/exhale/id1234567890');
    expect(storeUrl('ios', 'https://apps.apple.com/de/app/exhale/id1234567890?l=en')).toBe('https://apps.apple.com/de/app/exhale/id1234567890?l=en');
    expect(storeUrl('android', 'https://play.google.com/store/apps/details?id=org.exhale.app')).toBe(
      'https://play.google.com/store/apps/details?id=org.exhale.app',
    );
    expect(storeUrl('android', 'https://play.google.com/store/apps/details?id=org.exhale.app&hl=de')).not.toBeNull();
  });

  it('refuses the placeholders that shipped, other sites, the wrong store and empty values', () => {
    expect(storeUrl('ios', 'https://apps.apple.com/app/exhale/id0000000000')).toBeNull();
    expect(storeUrl('android', 'https://play.google.com/store/apps/details?id=example.exhale')).toBeNull();
    expect(storeUrl('android', 'https://play.google.com/store/apps/details?id=com.example.exhale')).toBeNull();
    expect(storeUrl('ios', 'https://play.google.com/store/apps/details?id=org.exhale.app')).toBeNull();
    expect(storeUrl('android', 'https://apps.apple.com/app/exhale/id1234567890')).toBeNull();
    expect(storeUrl('ios', 'http://apps.apple.com/app/exhale/id1234567890')).toBeNull();
    expect(storeUrl('ios', 'https://apps.apple.com.evil.test/app/id1234567890')).toBeNull();
    expect(storeUrl('ios', '/install')).toBeNull();
    expect(storeUrl('android', undefined)).toBeNull();
    expect(storeUrl('android', '')).toBeNull();
  });
});
