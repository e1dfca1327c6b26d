import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';

/**
 * An error page's frame (not found, server error, a link that does not work): the document's title and
 * the heading say the same (the title with " · Exhale", as every page's), the lead says what happened,
 * then the ways on. `variant` is the tests' and the styles' handle.
 */
export function ErrorFrame({ variant, title, lead, children }: { variant: 'not-found' | 'server-error'; title: string; lead: ReactNode; children: ReactNode }) {
  const common = useTranslations('Common');
  return (
    <div className="container page error-page" data-variant={variant}>
      <title>{`${title} · ${common('siteName')}`}</title>
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {children}
    </div>
  );
}
