/**
 * The way back home on the last-resort pages that render without the site's layout (app/not-found.tsx,
 * app/global-error.tsx): a full page load on purpose, so no router code is shipped with them.
 */
export function BareHomeLink() {
  return (
    <p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load on purpose, no router code shipped */}
      <a href="/">Exhale</a>
    </p>
  );
}
