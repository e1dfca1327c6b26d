'use client';

import { useLinkStatus } from 'next/link';

/**
 * Inside a link: a small spinner while the page the link leads to is on its way, so a click on a
 * page rendered per request (the admin area) shows at once that it was taken. Decorative; the page
 * change itself is announced by Next's route announcer.
 */
export function PendingMark() {
  const { pending } = useLinkStatus();
  return <span className={pending ? 'link-pending' : undefined} aria-hidden="true" />;
}
