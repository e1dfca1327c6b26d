import type { Locale } from '@/lib/i18n/locales';

/**
 * Every route of spec §2, by its internal (English) pathname, with the slugs that are translated.
 * The next-intl routing, the route rules, the sitemap and the tests all read this one table.
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

export type Layout = 'default' | 'certificate' | 'template' | 'admin';

export interface RouteDef {
  /** Message namespace under `Pages` (title, description, purpose). */
  key: string;
  layout: Layout;
  /** Translated slugs; absent: the internal pathname serves every locale. */
  localized?: Localized;
}

export const routeTable = {
  '/': { key: 'home', layout: 'default' },
  '/help': { key: 'help', layout: 'default', localized: help },
  '/login': { key: 'login', layout: 'default' },
  '/register': { key: 'register', layout: 'default' },
  '/terms': { key: 'terms', layout: 'default' },
  '/privacy': { key: 'privacy', layout: 'default' },
  '/imprint': { key: 'imprint', layout: 'default' },
  '/install': { key: 'install', layout: 'default' },
  '/posts/[id]': { key: 'post', layout: 'default' },
  '/data-deletion': { key: 'dataDeletion', layout: 'default' },
  '/start-data-deletion': { key: 'startDataDeletion', layout: 'default' },
  '/quit-smoking': { key: 'quitSmoking', layout: 'default', localized: quitSmoking },
  '/survey/test': { key: 'surveyTest', layout: 'default' },
  '/survey/motivation': { key: 'surveyMotivation', layout: 'default' },
  '/unsubscribe/[id]': { key: 'unsubscribe', layout: 'default' },
  '/challenge-invite/[id]': { key: 'challengeInvite', layout: 'default' },
  '/certificate/[id]': { key: 'certificate', layout: 'certificate' },
  '/certificate/edit/[id]': { key: 'certificateEdit', layout: 'certificate' },
  '/go/[id]': { key: 'go', layout: 'template' },
  '/subscribe-verify/[id]': { key: 'subscribeVerify', layout: 'template' },
  '/subscribe-verify/error': { key: 'subscribeVerifyError', layout: 'template' },
  '/subscribe-verify/success': { key: 'subscribeVerifySuccess', layout: 'default' },
  '/error': { key: 'error', layout: 'default' },
  '/admin': { key: 'admin', layout: 'admin' },
  '/admin/email': { key: 'adminEmail', layout: 'admin' },
  '/admin/interests': { key: 'adminInterests', layout: 'admin' },
  '/admin/purchases': { key: 'adminPurchases', layout: 'admin' },
  '/admin/motivation': { key: 'adminMotivation', layout: 'admin' },
  '/admin/user-roles': { key: 'adminUserRoles', layout: 'admin' },
  '/admin/quit-reasons': { key: 'adminQuitReasons', layout: 'admin' },
  '/admin/add-auth': { key: 'adminAddAuth', layout: 'admin' },
  '/admin/code-campaigns': { key: 'adminCodeCampaigns', layout: 'admin' },
  '/admin/code-campaigns/[id]': { key: 'adminCodeCampaign', layout: 'admin' },
  '/admin/onboarding-funnel': { key: 'adminOnboardingFunnel', layout: 'admin' },
  '/admin/onboarding-funnel/[uid]': { key: 'adminOnboardingFunnelUser', layout: 'admin' },
} as const satisfies Record<string, RouteDef>;

export type AppPathname = keyof typeof routeTable;
export const appPathnames = Object.keys(routeTable) as AppPathname[];
export const staticPathnames = appPathnames.filter((p) => !p.includes('['));

/** The localized form of an internal pathname for a locale (slug only, no prefix). */
export function localizedPathname(pathname: AppPathname, locale: Locale): string {
  const def: RouteDef = routeTable[pathname];
  return def.localized?.[locale] ?? pathname;
}

/** next-intl `pathnames`: internal pathname → per-locale slug (or the same for all). */
export function nextIntlPathnames(): Record<string, string | Partial<Record<Locale, string>>> {
  return Object.fromEntries(
    appPathnames.map((p) => {
      const def: RouteDef = routeTable[p];
      return [p, def.localized ?? p];
    }),
  );
}
