/** The platforms a go-link can lead to: the App Store, Google Play, or a page for everyone else. */
export type Platform = 'ios' | 'android' | 'other';
/** A go-link's targets, one per platform. */
export type GoLink = Record<Platform, string>;
