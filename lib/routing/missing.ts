import 'server-only';
import { db } from '@/lib/db';
import { isPublishedPost } from '@/lib/content/stories';
import { unsubscribeStatus } from '@/lib/newsletter';
import { viewInvite } from '@/lib/challenges';
import { getCertificate } from '@/lib/certificates';
import { goLink } from '@/lib/golinks';
import { campaignDetail } from '@/lib/campaigns';
import { userTimeline } from '@/lib/funnel';
import type { AppPathname } from './pathnames';
import { routeOf } from '@/lib/security/page-policy';
import { guardedArea } from './guard';
import { isValidId } from './validity';

/**
 * Whether the thing a dynamic route's id names exists, asked of the area that keeps it. The one
 * module of lib/routing that reads data: proxy.ts asks it so that an unknown id is answered by the
 * not-found page rendered on the server, in the site's or the admin layout. A `notFound()` thrown
 * while a page renders reaches the browser only as an empty shell that JavaScript fills in
 * (Next.js 16.4, vercel/next.js#62228); each page still calls it, for an id that vanishes between
 * this check and its render.
 */
const exists: Partial<Record<AppPathname, (id: string) => Promise<boolean>>> = {
  '/posts/[id]': (id) => isPublishedPost(id),
  '/unsubscribe/[id]': async (id) => (await unsubscribeStatus(id, { db: await db() })) !== null,
  '/challenge-invite/[id]': async (id) => (await viewInvite(await db(), id)).status !== 'unknown',
  '/certificate/[id]': async (id) => (await getCertificate(await db(), id)) !== null,
  '/certificate/edit/[id]': async (id) => (await getCertificate(await db(), id)) !== null,
  '/go/[id]': async (id) => (await goLink(id)) !== null,
  '/admin/code-campaigns/[id]': async (id) => (await campaignDetail(await db(), id)) !== null,
  '/admin/onboarding-funnel/[uid]': async (uid) => (await userTimeline(await db(), uid)).length > 0,
};

/**
 * For a request path (decoded, with its locale prefix) that must be answered with the not-found page,
 * the route whose not-found page it is (`/admin` for an unknown address under /admin); null when the
 * page answers itself. Other unknown addresses already get app/global-not-found.tsx from Next.js.
 * When the lookup fails (database or CMS unreachable) the page answers, and reports the outage.
 */
export async function missingPage(path: string, opts: { draft: boolean }): Promise<AppPathname | null> {
  const route = routeOf(path);
  if (route === null) return guardedArea(path) === 'admin' ? '/admin' : null;
  if (!route.includes('[')) return null;
  const id = path.slice(path.lastIndexOf('/') + 1);
  if (!isValidId(id)) return route;
  const check = exists[route];
  // In draft mode the editor may open a post that is not published yet.
  if (!check || (opts.draft && route === '/posts/[id]')) return null;
  try {
    return (await check(id)) ? null : route;
  } catch {
    return null;
  }
}
