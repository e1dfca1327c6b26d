import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  adminNavItems,
  adminSections,
  appPathnames,
  contentPathnames,
  localizedPathname,
  navLinks,
  perRequestPathnames,
  routeTable,
} from '@/lib/routing/pathnames';
import { localePrefixes, locales } from '@/lib/i18n/locales';
import { rendersPerRequest } from '@/lib/security/page-policy';

const adminRoutes = appPathnames.filter((p) => routeTable[p].layout === 'admin');
const sectionOf = (p: string) => p.split('/')[2];

describe('the route table drives the admin navigation and the breadcrumbs', () => {
  it('the admin navigation links every static admin route once, the dashboard first, and no other route', () => {
    const hrefs = adminNavItems.map((i) => i.href);
    expect(hrefs[0]).toBe('/admin');
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect([...hrefs].sort()).toEqual(adminRoutes.filter((p) => !p.includes('[')).sort());
  });

  it('every admin route below the dashboard has a breadcrumb section, and every section is an admin route', () => {
    const sections = new Set(adminRoutes.filter((p) => p !== '/admin').map(sectionOf));
    expect(Object.keys(adminSections).sort()).toEqual([...sections].sort());
    for (const { href, label } of adminNavItems.filter((i) => i.href !== '/admin')) expect(adminSections[sectionOf(href)!]).toBe(label);
  });

  it.each(locales)('every navigation label has its text in %s', (locale) => {
    const nav = (JSON.parse(readFileSync(join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as { Admin: { nav: Record<string, string> } }).Admin.nav;
    for (const { label } of adminNavItems) expect(nav[label], label).toBeTruthy();
  });
});

describe('the route table drives the page policy', () => {
  it('a page the table marks perRequest renders per request at its address in every language; a content page never', () => {
    expect(contentPathnames.filter((p) => perRequestPathnames.includes(p))).toEqual([]);
    for (const p of perRequestPathnames)
      for (const locale of locales)
        expect(rendersPerRequest(`${localePrefixes[locale]}${localizedPathname(p, locale)}`.replace(/\[[^\]]+\]/g, 'x')), `${p} ${locale}`).toBe(true);
    // Concrete addresses, not recomputed from the table: the member's page in German and Russian, a certificate, help.
    expect(rendersPerRequest('/de/mein-exhale')).toBe(true);
    expect(rendersPerRequest('/de/mein-exhale/rauchverlangen')).toBe(true);
    expect(rendersPerRequest('/ru/%D0%BB%D0%B8%D1%87%D0%BD%D1%8B%D0%B9-%D0%BA%D0%B0%D0%B1%D0%B8%D0%BD%D0%B5%D1%82/%D1%82%D1%8F%D0%B3%D0%B0')).toBe(true);
    expect(rendersPerRequest('/certificate/abc')).toBe(true);
    expect(rendersPerRequest('/de/hilfe')).toBe(false);
    expect(rendersPerRequest('/')).toBe(false);
    for (const p of adminRoutes) expect(rendersPerRequest(p.replace(/\[[^\]]+\]/g, 'x')), p).toBe(true);
    for (const p of contentPathnames) expect(rendersPerRequest(p.replace(/\[[^\]]+\]/g, 'x')), p).toBe(false);
  });
});

describe('the site navigations come from the route table', () => {
  it('the header and the footer list their pages in order', () => {
    expect(navLinks('main').map((l) => l.href)).toEqual(['/quit-smoking', '/survey/test', '/survey/motivation', '/help', '/install']);
    expect(navLinks('legal').map((l) => l.href)).toEqual(['/terms', '/privacy', '/imprint', '/start-data-deletion']);
  });

  it.each(locales)('every navigation label has its text in %s', (locale) => {
    const common = (JSON.parse(readFileSync(join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as { Common: Record<string, Record<string, string>> })
      .Common;
    for (const { label } of [...navLinks('main'), ...navLinks('legal')]) {
      const [group, key] = label.split('.') as [string, string];
      expect(common[group]?.[key], `${locale} Common.${label}`).toBeTruthy();
    }
  });
});
