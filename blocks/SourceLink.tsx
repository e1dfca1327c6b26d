import type { Locale } from '@/lib/i18n/locales';
import { linkHref, type Multilink } from '@/lib/content/links';

/** The source a block names (a figure's, a tip's): linked where the editor's link resolves, else named as text. */
export function SourceLink({ label, link, locale }: { label: string; link: Multilink | undefined; locale: Locale }) {
  const href = linkHref(link, locale);
  return href ? (
    <a href={href} rel="noopener">
      {label}
    </a>
  ) : (
    label
  );
}
