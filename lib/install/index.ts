/**
 * Where the apps are: editors set the store addresses in the `go-links` datasource (entry `app`:
 * `ios=<App Store URL> android=<Google Play URL> other=/install`). Only a real store page counts;
 * without one the install page says the app is coming instead of linking nowhere.
 */
export type Store = 'ios' | 'android';

const APP_STORE = /^https:\/\/apps\.apple\.com\/(?:[a-z]{2}\/)?app\/(?:[^/?#\s]+\/)?id(\d{6,})(?:[?#]\S*)?$/;
const GOOGLE_PLAY = /^https:\/\/play\.google\.com\/store\/apps\/details\?id=([A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+)(?:&\S*)?$/;

/**
 * The address if it is an app's page in that store, else null: an App Store page with a numeric id
 * (not the all-zero placeholder), or a Google Play details page with a package name (not the
 * documentation namespace `example`, which Google Play refuses).
 */
export function storeUrl(store: Store, url: string | null | undefined): string | null {
  if (!url) return null;
  if (store === 'ios') {
    const id = APP_STORE.exec(url)?.[1];
    return id && !/^0+$/.test(id) ? url : null;
  }
  const pkg = GOOGLE_PLAY.exec(url)?.[1];
  return pkg && !/^(?:com\.)?example(?:\.|$)/i.test(pkg) ? url : null;
}

export type Device = 'ios' | 'android' | 'desktop';

/** iOS, Android or a desktop: from the user agent, with iPadOS (a "Mac" with touch) counted as iOS. */
export function detectDevice(userAgent: string, maxTouchPoints = 0): Device {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

/** Spec §9: the device check re-runs 50 ms after a window resize. */
export const RESIZE_RECHECK_MS = 50;

/** Where the web's own next step is while no store page is configured: the quit plan on /account (signed-out visitors sign in or register first). */
export const WEB_NEXT_STEP = '/account';

/** A CMS link that offers the app: to the install story or page, or the go-link `app`, in any language. */
export function isAppLink(link: unknown): boolean {
  if (!link || typeof link !== 'object') return false;
  const { linktype, cached_url, url, story } = link as { linktype?: string; cached_url?: string; url?: string; story?: { full_slug?: string } };
  const target = (linktype === 'story' ? (story?.full_slug ?? cached_url) : url || cached_url) ?? '';
  const path = target.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '');
  return /^(?:[a-z]{2}\/)?(?:install|go\/app)$/i.test(path);
}

/**
 * A story's content with every link that offers the app (a block's `<x>_link` with its `<x>_label`)
 * replaced by the web's next step, for while no store page is configured: no page offers an app
 * that cannot be had. The content itself is not changed (a copy is returned).
 */
export function withoutAppLinks<T>(content: T, nextStep: { label: string; href: string }): T {
  if (Array.isArray(content)) return content.map((c) => withoutAppLinks(c, nextStep)) as T;
  if (!content || typeof content !== 'object') return content;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(content)) out[key] = withoutAppLinks(value, nextStep);
  for (const key of Object.keys(out)) {
    const base = key.endsWith('_link') ? key.slice(0, -'_link'.length) : null;
    if (base === null || !isAppLink(out[key])) continue;
    out[key] = { id: '', fieldtype: 'multilink', linktype: 'url', url: nextStep.href, cached_url: nextStep.href };
    out[`${base}_label`] = nextStep.label;
  }
  return out as T;
}
