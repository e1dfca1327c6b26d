import 'server-only';
import { databaseReachable, db } from '@/lib/db';
import { isPublishedPost } from '@/lib/content/stories';
import { unsubscribeStatus } from '@/lib/newsletter';
import { viewInvite } from '@/lib/challenges';
import { getCertificate } from '@/lib/certificates';
import { goLink } from '@/lib/golinks';
import { campaignDetail } from '@/lib/campaigns';
import { userTimeline } from '@/lib/funnel';
import { readsDatabase, type AppPathname } from '@/lib/routing/pathnames';
import { routeOf } from '@/lib/security/page-policy';
import { guardedArea } from '@/lib/routing/guard';
import { isValidId } from '@/lib/routing/validity';

/**
 * What proxy.ts asks before a page renders, so that the answers a page cannot give on the server are
 * given by a page rendered on the server: an id that names nothing gets the not-found page, a page
 * that needs an unreachable database the server-error page (a `notFound()` or an error thrown while a
 * page renders reaches the browser only as an empty shell that JavaScript fills in: Next.js 16.4,
 * vercel/next.js#62228). The one module of lib/routing that reads data. Each page still calls
 * `notFound()`, for an id that vanishes between this lookup and its render.
 *
 * Whether the thing a dynamic route's id names exists, asked of the area that keeps it:
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

export type Lookup = { answer: 'not-found'; route: AppPathname } | { answer: 'server-error'; route: AppPathname };

/**
 * For a request path (decoded, with its locale prefix): the not-found page with the route whose page
 * it stands for (`/admin` for an unknown address under /admin), the server-error page for a route
 * that reads the database while it does not answer, or null when the page answers itself. Other
 * unknown addresses already get app/global-not-found.tsx from Next.js. When a lookup fails for
 * another reason (the CMS unreachable) the page answers: a published post keeps its cached copy.
 */
export async function lookUp(path: string, opts: { draft: boolean }): Promise<Lookup | null> {
  const route = routeOf(path);
  if (route === null) return guardedArea(path) === 'admin' ? { answer: 'not-found', route: '/admin' } : null;
  if (readsDatabase(route) && !(await databaseReachable())) return { answer: 'server-error', route };
  if (!route.includes('[')) return null;
  const id = path.slice(path.lastIndexOf('/') + 1);
  if (!isValidId(id)) return { answer: 'not-found', route };
  const check = exists[route];
  // In draft mode the editor may open a post that is not published yet.
  if (!check || (opts.draft && route === '/posts/[id]')) return null;
  try {
    return (await check(id)) ? null : { answer: 'not-found', route };
  } catch {
    return readsDatabase(route) ? { answer: 'server-error', route } : null;
  }
}
