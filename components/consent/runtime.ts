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
let root: HTMLElement | null = null;
/** Once started, GTM runs until the page unloads (a withdrawal reloads the page). */
let gtmStarted = false;
let translations: CookieConsent.CookieConsentConfig['language']['translations'] = {};

export async function start(settings: RuntimeSettings): Promise<void> {
  if (isBot(navigator.userAgent)) return; // crawlers cannot consent: no banner, nothing loaded
  gtmId = settings.gtmId;
  const config = consentConfig(settings, { onConsent: apply, onChange: apply, onModalReady: keepVisitorsFocus });
  // The library keeps this object: a later language adds its texts here (relocalize).
  translations = config.language.translations;
  await CookieConsent.run(config);
  root = document.getElementById('cc-main');
}

/**
 * A client-side switch to another language re-renders the document's root layout: React resets
 * the attributes of <html> (dropping the class the library shows the banner with) and may replace
 * <body>. Put the banner back as the library left it (it keeps its own state and references).
 */
function reattach(): void {
  if (root?.isConnected === false) document.body.appendChild(root);
  else root ??= document.getElementById('cc-main');
  if (root && !CookieConsent.validConsent()) document.documentElement.classList.add('show--consent');
}

/**
 * Applies the visitor's current choice; called on consent, on every change and after each route
 * change. GTM runs only with analytics consent and a GTM_ID; without consent its script is removed
 * (withdrawing also erases its cookies and reloads the page: see lib/consent/config).
 */
export function apply(): void {
  reattach();
  const allowed = Boolean(gtmId) && CookieConsent.acceptedCategory(ANALYTICS);
  const w = window as DataLayerWindow;
  if (!allowed || !gtmId) {
    document.getElementById(SCRIPT_ID)?.remove();
    return;
  }
  if (gtmStarted) {
    w.dataLayer?.push({ event: 'exhale.pageview', page_path: location.pathname });
    return;
  }
  gtmStarted = true;
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
  reattach();
  translations[settings.locale] = consentConfig(settings).language.translations[settings.locale]!;
  void CookieConsent.setLanguage(settings.locale).then(() => {
    // The library renews every text but the banner's accessible name.
    root?.querySelector('.cm')?.setAttribute('aria-label', settings.texts.label);
  });
}

export function showPreferences(): void {
  reattach();
  CookieConsent.showPreferences();
}
