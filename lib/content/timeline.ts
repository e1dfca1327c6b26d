import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { getStory } from './stories';

/** A step of the health timeline editors publish on the home page, with when it begins. */
export interface HealthStep {
  /** As the page says it ("2–12 weeks"). */
  time: string;
  text: string;
  /** When the step begins, in minutes after the last cigarette (the `after_minutes` field). */
  afterMinutes: number;
}
export interface HealthTimeline {
  steps: HealthStep[];
  source: { label: string; url: string };
}

type Blok = { component?: string; [key: string]: unknown };

function findBlok(node: unknown, component: string): Blok | null {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findBlok(child, component);
      if (found) return found;
    }
    return null;
  }
  if (!node || typeof node !== 'object') return null;
  if ((node as Blok).component === component) return node as Blok;
  return findBlok(Object.values(node), component);
}

/**
 * The home page's health timeline (the `timeline` block: WHO's figures, each language's own words) for
 * a member's journey: the steps that say when they begin, in order, and the source. Null when the
 * home page has none.
 */
export async function healthTimeline(locale: Locale): Promise<HealthTimeline | null> {
  const story = await getStory('home', locale);
  const blok = findBlok(story?.content, 'timeline');
  if (!blok) return null;
  const items = Array.isArray(blok.items) ? (blok.items as Blok[]) : [];
  const steps = items
    .map((i) => ({ time: String(i.time ?? ''), text: String(i.text ?? ''), afterMinutes: Number(i.after_minutes) }))
    .filter((s) => s.time && s.text && Number.isFinite(s.afterMinutes) && s.afterMinutes >= 0)
    .sort((a, b) => a.afterMinutes - b.afterMinutes);
  const link = blok.source_link as { url?: string; cached_url?: string } | undefined;
  return { steps, source: { label: String(blok.source_label ?? ''), url: link?.url || link?.cached_url || '' } };
}
