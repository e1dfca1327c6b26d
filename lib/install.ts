/** Where the apps are. */
export const STORES = {
  ios: 'https://apps.apple.com/app/exhale/id0000000000',
  android: 'https://play.google.com/store/apps/details?id=example.exhale',
} as const;

export type Device = 'ios' | 'android' | 'desktop';

/** iOS, Android or a desktop: from the user agent, with iPadOS (a "Mac" with touch) counted as iOS. */
export function detectDevice(userAgent: string, maxTouchPoints = 0): Device {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

/** Spec §9: the device check re-runs 50 ms after a window resize. */
export const RESIZE_RECHECK_MS = 50;
