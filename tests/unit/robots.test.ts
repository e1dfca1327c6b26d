import { describe, expect, it } from 'vitest';
import robots from '@/app/robots';

describe('/robots.txt', () => {
  it("keeps crawlers out of the admin area, the API and the member's pages in every language", () => {
    const rules = robots().rules;
    const disallow = (Array.isArray(rules) ? rules : [rules]).flatMap((r) => r.disallow ?? []);
    for (const path of ['/api/', '/admin', '/*/admin', '/account', '/de/mein-exhale', '/data-deletion', '/pl/moj-exhale']) expect(disallow).toContain(path);
    // Non-ASCII slugs are written percent-encoded, as crawlers compare them.
    expect(disallow).toContain(encodeURI('/ru/личный-кабинет'));
    expect(disallow).toContain('/ru/data-deletion');
  });
});
