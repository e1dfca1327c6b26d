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
