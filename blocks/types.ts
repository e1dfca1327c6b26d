import type { Locale } from '@/lib/i18n/locales';
import type { Multilink } from '@/lib/content/links';

export interface Blok {
  _uid: string;
  component: string;
  _editable?: string;
  [field: string]: unknown;
}

export interface Asset {
  filename?: string;
  alt?: string;
  title?: string;
}

export interface BlockProps<T extends Blok = Blok> {
  blok: T;
  locale: Locale;
}

export interface FeatureBlok extends Blok {
  headline?: string;
  text?: unknown;
  image?: Asset;
  cta_label?: string;
  cta_link?: Multilink;
}

export interface GridBlok extends Blok {
  headline?: string;
  columns?: Blok[];
}

export interface TeaserBlok extends Blok {
  headline?: string;
  text?: string;
  image?: Asset;
  /** A related story (resolve_relations=teaser.story): its uuid, or the story once resolved. */
  story?: string | { full_slug: string; name: string; content?: { title?: string; description?: string } };
  cta_label?: string;
}

export interface PageBlok extends Blok {
  title?: string;
  description?: string;
  intro?: unknown;
  image?: Asset;
  body?: Blok[];
}
