import type { ComponentType } from 'react';
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
  /** Blocks a page registers for itself (blocks/registry.tsx ExtraBlocks), passed down to nested blocks. */
  extra?: Record<string, ComponentType<BlockProps<never>>>;
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

export interface HeroBlok extends Blok {
  headline?: string;
  text?: string;
  primary_label?: string;
  primary_link?: Multilink;
  secondary_label?: string;
  secondary_link?: Multilink;
  image?: Asset;
}

export interface TimelineItemBlok extends Blok {
  time?: string;
  text?: string;
}

export interface TimelineBlok extends Blok {
  headline?: string;
  intro?: string;
  items?: TimelineItemBlok[];
  source_label?: string;
  source_link?: Multilink;
}

export interface SavingsBlok extends Blok {
  headline?: string;
  intro?: string;
}

export interface PostListBlok extends Blok {
  headline?: string;
  count?: number | string;
}

export interface QuitlinesBlok extends Blok {
  headline?: string;
  intro?: string;
}

export interface OperatorBlok extends Blok {
  headline?: string;
  /** Which facts to show (lib/legal OPERATOR_FACTS); none chosen means all. */
  facts?: string[];
}

export interface CravingTipBlok extends Blok {
  title?: string;
  text?: string;
  source_label?: string;
  source_link?: Multilink;
}

export interface CravingTipsBlok extends Blok {
  headline?: string;
  intro?: string;
  tips?: CravingTipBlok[];
}

export interface ContactFormBlok extends Blok {
  headline?: string;
  intro?: string;
}
