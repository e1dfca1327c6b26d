import type { Locale } from '@/lib/i18n/locales';

/**
 * Every route of spec §2, by its internal (English) pathname, with the slugs that are translated.
 * The next-intl routing, the route rules, the per-request page policy, the admin navigation, the
 * breadcrumbs, the sitemap and the tests all read this one table.
 */
type Localized = Partial<Record<Locale, string>> & Record<'en-US', string>;

const help: Localized = {
  'en-US': '/help',
  'de-DE': '/hilfe',
  'fr-FR': '/aide',
  'nl-NL': '/hulp',
  'es-ES': '/ayuda',
  'ru-RU': '/помощь',
  'it-IT': '/aiuto',
  'pt-PT': '/ajuda',
  'pl-PL': '/pomoc',
};

const quitSmoking: Localized = {
  'en-US': '/quit-smoking',
  'de-DE': '/nikotinentzug',
  'fr-FR': '/arreter-de-fumer',
  'nl-NL': '/stoppen-met-roken',
  'es-ES': '/dejar-de-fumar',
  'ru-RU': '/бросить-курить',
  'it-IT': '/smettere-di-fumare',
  'pt-PT': '/parar-de-fumar',
  'pl-PL': '/rzucanie-palenia',
};

const account: Localized = {
  'en-US': '/account',
  'de-DE': '/mein-exhale',
  'fr-FR': '/mon-exhale',
  'nl-NL': '/mijn-exhale',
  'es-ES': '/mi-exhale',
  'ru-RU': '/личный-кабинет',
  'it-IT': '/il-mio-exhale',
  'pt-PT': '/o-meu-exhale',
  'pl-PL': '/moj-exhale',
};

/** "I have a craving now": below the member's own space in every language. */
const craving: Localized = {
  'en-US': '/account/craving',
  'de-DE': '/mein-exhale/rauchverlangen',
  'fr-FR': '/mon-exhale/envie-de-fumer',
  'nl-NL': '/mijn-exhale/trek',
  'es-ES': '/mi-exhale/ganas-de-fumar',
  'ru-RU': '/личный-кабинет/тяга',
  'it-IT': '/il-mio-exhale/voglia-di-fumare',
  'pt-PT': '/o-meu-exhale/vontade-de-fumar',
  'pl-PL': '/moj-exhale/glod-nikotynowy',
};

const savings: Localized = {
  'en-US': '/savings',
  'de-DE': '/ersparnis',
  'fr-FR': '/economies',
  'nl-NL': '/besparing',
  'es-ES': '/ahorro',
  'ru-RU': '/экономия',
  'it-IT': '/risparmio',
  'pt-PT': '/poupanca',
  'pl-PL': '/oszczednosci',
};

export type Layout = 'default' | 'certificate' | 'template' | 'admin';

/** Label keys of the admin navigation and breadcrumbs (messages `Admin.nav.*`). */
export type AdminNavKey =
  'dashboard' | 'userRoles' | 'addAuth' | 'quitReasons' | 'interests' | 'motivation' | 'codeCampaigns' | 'purchases' | 'onboardingFunnel' | 'email' | 'support';

export interface RouteDef {
  /** Message namespace under `Pages` (title, description, purpose). */
  key: string;
  layout: Layout;
  /** Translated slugs; absent: the internal pathname serves every locale. */
  localized?: Localized;
  /**
   * Rendered per request (`ƒ` in `next build`'s route list), so it can carry a per-request CSP nonce
   * (lib/security/page-policy). Absent: generated at build. The e2e suite compares this with the
   * build's manifests (tests/e2e/quality.spec.ts).
   */
  perRequest?: true;
  /** Published from the CMS: the only pages the Visual Editor opens (its policy in draft mode). */
  content?: true;
  /** The CMS story this page shows, by its full slug (lib/content/links: story links and previews). */
  story?: string;
  /**
   * Cannot answer without the database (every admin page too): while it is unreachable the proxy
   * serves the server-error page instead (lib/compose/lookup, lib/db databaseReachable).
   */
  database?: true;
  /** An entry of the admin navigation (in table order) and a breadcrumb section, with its label key. */
  adminNav?: AdminNavKey;
  /**
   * A link in a navigation of the site: the header's main navigation or the footer's legal one, at
   * `position`, labelled by the message `Common.<label>`.
   */
  nav?: { menu: 'main' | 'legal'; position: number; label: string };
  /** The member's own: signed-out visitors are sent to sign in (lib/routing/guard), robots.txt keeps crawlers out. */
  member?: true;
}

export const routeTable = {
  '/': { key: 'home', layout: 'default', content: true, story: 'home' },
  '/help': { key: 'help', layout: 'default', localized: help, content: true, story: 'help', nav: { menu: 'main', position: 4, label: 'nav.help' } },
  '/login': { key: 'login', layout: 'default' },
  '/register': { key: 'register', layout: 'default' },
  '/terms': { key: 'terms', layout: 'default', content: true, story: 'terms', nav: { menu: 'legal', position: 1, label: 'footer.terms' } },
  '/privacy': { key: 'privacy', layout: 'default', content: true, story: 'privacy', nav: { menu: 'legal', position: 2, label: 'footer.privacy' } },
  '/imprint': { key: 'imprint', layout: 'default', content: true, story: 'imprint', nav: { menu: 'legal', position: 3, label: 'footer.imprint' } },
  '/install': { key: 'install', layout: 'default', content: true, story: 'install', nav: { menu: 'main', position: 5, label: 'nav.install' } },
  '/posts/[id]': { key: 'post', layout: 'default', content: true },
  '/data-deletion': { key: 'dataDeletion', layout: 'default', perRequest: true, member: true },
  '/account': { key: 'account', layout: 'default', localized: account, perRequest: true, database: true, member: true },
  '/account/craving': { key: 'craving', layout: 'default', localized: craving, perRequest: true, database: true, member: true },
  '/start-data-deletion': { key: 'startDataDeletion', layout: 'default', nav: { menu: 'legal', position: 4, label: 'footer.dataDeletion' } },
  '/quit-smoking': {
    key: 'quitSmoking',
    layout: 'default',
    localized: quitSmoking,
    content: true,
    story: 'quit-smoking',
    nav: { menu: 'main', position: 1, label: 'nav.quitSmoking' },
  },
  '/savings': { key: 'savings', layout: 'default', localized: savings, perRequest: true },
  '/survey/test': { key: 'surveyTest', layout: 'default', nav: { menu: 'main', position: 2, label: 'nav.test' } },
  '/survey/motivation': {
    key: 'surveyMotivation',
    layout: 'default',
    perRequest: true,
    database: true,
    nav: { menu: 'main', position: 3, label: 'nav.motivation' },
  },
  '/unsubscribe/[id]': { key: 'unsubscribe', layout: 'default', perRequest: true, database: true },
  '/challenge-invite/[id]': { key: 'challengeInvite', layout: 'default', perRequest: true, database: true },
  '/certificate/[id]': { key: 'certificate', layout: 'certificate', perRequest: true, database: true },
  '/certificate/edit/[id]': { key: 'certificateEdit', layout: 'certificate', perRequest: true, database: true },
  '/go/[id]': { key: 'go', layout: 'template', perRequest: true },
  '/subscribe-verify/[id]': { key: 'subscribeVerify', layout: 'template', perRequest: true, database: true },
  '/subscribe-verify/error': { key: 'subscribeVerifyError', layout: 'template' },
  '/subscribe-verify/success': { key: 'subscribeVerifySuccess', layout: 'default' },
  '/error': { key: 'error', layout: 'default', perRequest: true },
  // Admin routes in the order of the admin navigation.
  '/admin': { key: 'admin', layout: 'admin', perRequest: true, adminNav: 'dashboard' },
  '/admin/user-roles': { key: 'adminUserRoles', layout: 'admin', perRequest: true, adminNav: 'userRoles' },
  '/admin/add-auth': { key: 'adminAddAuth', layout: 'admin', perRequest: true, adminNav: 'addAuth' },
  '/admin/quit-reasons': { key: 'adminQuitReasons', layout: 'admin', perRequest: true, adminNav: 'quitReasons' },
  '/admin/interests': { key: 'adminInterests', layout: 'admin', perRequest: true, adminNav: 'interests' },
  '/admin/motivation': { key: 'adminMotivation', layout: 'admin', perRequest: true, adminNav: 'motivation' },
  '/admin/code-campaigns': { key: 'adminCodeCampaigns', layout: 'admin', perRequest: true, adminNav: 'codeCampaigns' },
  '/admin/code-campaigns/[id]': { key: 'adminCodeCampaign', layout: 'admin', perRequest: true },
  '/admin/purchases': { key: 'adminPurchases', layout: 'admin', perRequest: true, adminNav: 'purchases' },
  '/admin/onboarding-funnel': { key: 'adminOnboardingFunnel', layout: 'admin', perRequest: true, adminNav: 'onboardingFunnel' },
  '/admin/onboarding-funnel/[uid]': { key: 'adminOnboardingFunnelUser', layout: 'admin', perRequest: true },
  '/admin/email': { key: 'adminEmail', layout: 'admin', perRequest: true, adminNav: 'email' },
  '/admin/support': { key: 'adminSupport', layout: 'admin', perRequest: true, adminNav: 'support' },
} as const satisfies Record<string, RouteDef>;

export type AppPathname = keyof typeof routeTable;
/** A route without parameters: a link to it is its pathname alone. */
export type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;
export const appPathnames = Object.keys(routeTable) as AppPathname[];
export const staticPathnames = appPathnames.filter((p) => !p.includes('['));

function withFlag(flag: 'perRequest' | 'content' | 'member'): AppPathname[] {
  return appPathnames.filter((p) => (routeTable[p] as RouteDef)[flag] === true);
}

/** Pages rendered per request (they get a CSP nonce); see RouteDef.perRequest. */
export const perRequestPathnames = withFlag('perRequest');
/** Pages editors publish from the CMS; see RouteDef.content. */
export const contentPathnames = withFlag('content');
/** A navigation's links in order: each page's pathname and the message key of its label; see RouteDef.nav. */
export function navLinks(menu: 'main' | 'legal'): ReadonlyArray<{ href: StaticPathname; label: string }> {
  return appPathnames
    .flatMap((p) => {
      const nav = (routeTable[p] as RouteDef).nav;
      return nav?.menu === menu ? [{ href: p as StaticPathname, label: nav.label, position: nav.position }] : [];
    })
    .sort((a, b) => a.position - b.position)
    .map(({ href, label }) => ({ href, label }));
}

/** CMS story full slug → the page that shows it; see RouteDef.story. */
export const storyPathnames: Readonly<Record<string, AppPathname>> = Object.fromEntries(
  appPathnames.flatMap((p) => {
    const story = (routeTable[p] as RouteDef).story;
    return story ? [[story, p]] : [];
  }),
);
/** The member's own pages; see RouteDef.member. */
export const memberPathnames = withFlag('member');

/** The admin navigation, in table order: each entry's internal pathname and label key. */
export const adminNavItems: ReadonlyArray<{ href: StaticPathname; label: AdminNavKey }> = appPathnames.flatMap((href) => {
  const label = (routeTable[href] as RouteDef).adminNav;
  // Admin sections are routes without parameters.
  return label ? [{ href: href as StaticPathname, label }] : [];
});

/** Breadcrumb sections: an admin route's second segment (`user-roles` of /admin/user-roles) → label key. */
export const adminSections: Readonly<Record<string, AdminNavKey>> = Object.fromEntries(
  adminNavItems.filter(({ href }) => href !== '/admin').map(({ href, label }) => [href.split('/')[2]!, label]),
);

/** The localized form of an internal pathname for a locale (slug only, no prefix). */
export function localizedPathname(pathname: AppPathname, locale: Locale): string {
  const def: RouteDef = routeTable[pathname];
  return def.localized?.[locale] ?? pathname;
}

/** next-intl `pathnames`: internal pathname → per-locale slug (or the same for all). */
export function nextIntlPathnames(): Record<AppPathname, string | Record<Locale, string>> {
  return Object.fromEntries(
    appPathnames.map((p) => {
      const def: RouteDef = routeTable[p];
      return [p, def.localized ?? p];
    }),
  ) as Record<AppPathname, string | Record<Locale, string>>;
}

/** Whether a path of the route table (a string from outside, such as a header) is shown in the admin layout. */
export function inAdminLayout(route: string | null): boolean {
  return route !== null && Object.hasOwn(routeTable, route) && (routeTable[route as AppPathname] as RouteDef).layout === 'admin';
}

/** Whether a route's page cannot answer without the database (RouteDef.database; every admin page). */
export function readsDatabase(route: AppPathname): boolean {
  const def: RouteDef = routeTable[route];
  return def.database === true || def.layout === 'admin';
}
