import { randomUUID } from 'node:crypto';

/**
 * A returning visitor who answered the cookie banner ("reject all": only the necessary cookies), as
 * vanilla-cookieconsent stores it. The e2e suite starts every browser context with it, so the banner
 * (which appears once the page is idle) cannot land on top of what a test is about to click; the
 * consent tests and the first-visit tests start without it.
 */
export function answeredConsent(baseURL: string) {
  const now = new Date();
  const value = {
    categories: ['necessary'],
    revision: 0,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: randomUUID(),
    services: { necessary: [], analytics: [] },
    languageCode: 'en',
    lastConsentTimestamp: now.toISOString(),
    expirationTime: now.getTime() + 182 * 86_400_000,
  };
  const { hostname } = new URL(baseURL);
  return {
    cookies: [
      {
        name: 'cc_cookie',
        value: encodeURIComponent(JSON.stringify(value)),
        domain: hostname,
        path: '/',
        expires: Math.floor(value.expirationTime / 1000),
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [],
  };
}

/** No cookies at all: a first visit. */
export const firstVisit = { cookies: [], origins: [] };
