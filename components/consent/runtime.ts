// The consent banner's runtime, loaded lazily by ./loader (a separate chunk: it adds nothing to the
// JavaScript a page loads before it is idle). Self-hosted: the library and its CSS come from
// node_modules; nothing is fetched from a CDN.
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { consentConfig, isBot, type ConsentSettings } from '@/lib/consent/config';
import { ANALYTICS, gtmScriptUrl } from '@/lib/consent/gtm';

export type RuntimeSettings = ConsentSettings & { gtmId?: string };

const SCRIPT_ID = 'exhale-gtm';
type DataLayerWindow = Window & { dataLayer?: unknown[] };

let gtmId: string | undefined;
let translations: CookieConsent.CookieConsentConfig['language']['translations'] = {};

export async function start(settings: RuntimeSettings): Promise<void> {
  if (isBot(navigator.userAgent)) return; // crawlers cannot consent: no banner, nothing loaded
  gtmId = settings.gtmId;
  const config = consentConfig(settings, { onConsent: apply, onChange: apply, onModalReady: keepVisitorsFocus });
  // The library keeps this object: a later language adds its texts here (relocalize).
  translations = config.language.translations;
  await CookieConsent.run(config);
}

/**
 * Applies the visitor's current choice; called on consent, on every change and after each route
 * change. GTM runs only with analytics consent and a GTM_ID; without consent its script is removed
 * (withdrawing also erases its cookies and reloads the page: see lib/consent/config).
 */
export function apply(): void {
  const allowed = Boolean(gtmId) && CookieConsent.acceptedCategory(ANALYTICS);
  const loaded = document.getElementById(SCRIPT_ID);
  const w = window as DataLayerWindow;
  if (!allowed || !gtmId) {
    loaded?.remove();
    return;
  }
  if (loaded) {
    w.dataLayer?.push({ event: 'exhale.pageview', page_path: location.pathname });
    return;
  }
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = gtmScriptUrl(gtmId);
  document.head.appendChild(script);
}

/**
 * The banner moves focus into itself when it appears, which is right on a fresh page (keyboard and
 * screen-reader users meet it first) but not when the visitor is already using the page: then the
 * focus goes back where it was. Tabbing into the banner, and the preferences dialog, are unchanged.
 */
function keepVisitorsFocus({ modalName, modal }: { modalName: string; modal: HTMLElement }): void {
  if (modalName !== 'consentModal') return;
  modal.addEventListener('focusin', (event) => {
    const from = event.relatedTarget;
    const anchor = event.target instanceof HTMLElement && event.target.tabIndex === -1;
    if (anchor && from instanceof HTMLElement && !modal.contains(from)) from.focus();
  });
}

/** The page's language changed without a full load: show the banner in the new one. */
export function relocalize(settings: RuntimeSettings): void {
  translations[settings.locale] = consentConfig(settings).language.translations[settings.locale]!;
  void CookieConsent.setLanguage(settings.locale);
}

export function showPreferences(): void {
  CookieConsent.showPreferences();
}
