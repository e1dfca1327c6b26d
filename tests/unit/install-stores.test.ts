import { describe, expect, it } from 'vitest';
import { isAppLink, storeUrl, withoutAppLinks } from '@/lib/install';

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

describe('withoutAppLinks: while no store page is configured, no block offers the app', () => {
  const next = { label: 'Make your quit plan', href: '/account' };
  const toInstall = { id: '471f', fieldtype: 'multilink', linktype: 'story', cached_url: 'install', url: '' };

  it('replaces every link to the install page or the app go-link, with its label, anywhere in the story', () => {
    const story = {
      component: 'page',
      body: [
        {
          component: 'hero',
          primary_label: 'Take the test',
          primary_link: { linktype: 'url', url: '/survey/test' },
          secondary_label: 'Get the app',
          secondary_link: toInstall,
        },
        { component: 'grid', columns: [{ component: 'feature', cta_label: 'Hol dir die App', cta_link: { ...toInstall, cached_url: 'de/install' } }] },
        { component: 'teaser', cta_label: 'App', cta_link: { linktype: 'url', url: '/go/app' } },
        { component: 'feature', cta_label: 'App', cta_link: { linktype: 'story', story: { full_slug: 'install' }, cached_url: '' } },
      ],
    };
    const out = withoutAppLinks(story, next);
    const web = { id: '', fieldtype: 'multilink', linktype: 'url', url: '/account', cached_url: '/account' };
    expect(out.body[0]).toMatchObject({
      primary_label: 'Take the test',
      primary_link: { url: '/survey/test' },
      secondary_label: next.label,
      secondary_link: web,
    });
    expect(out.body[1]!.columns![0]).toMatchObject({ cta_label: next.label, cta_link: web });
    expect(out.body[2]).toMatchObject({ cta_label: next.label, cta_link: web });
    expect(out.body[3]).toMatchObject({ cta_label: next.label, cta_link: web });
    // The stored story is not changed.
    expect(story.body[0]!.secondary_label).toBe('Get the app');
  });

  it('leaves other links alone, pages whose name only contains "install" too', () => {
    for (const link of [
      { linktype: 'url', url: '/survey/test' },
      { linktype: 'story', cached_url: 'posts/install-nothing' },
      { linktype: 'url', url: 'https://example.org/install' },
      { linktype: 'url', url: '/go/test' },
    ]) {
      expect(isAppLink(link), JSON.stringify(link)).toBe(false);
      expect(withoutAppLinks({ cta_label: 'x', cta_link: link }, next)).toEqual({ cta_label: 'x', cta_link: link });
    }
    expect(isAppLink({ linktype: 'url', url: '/install#stores' })).toBe(true);
    expect(isAppLink({ linktype: 'url', url: '/de/go/app' })).toBe(true);
  });
});
