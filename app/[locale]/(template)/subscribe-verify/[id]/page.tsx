import { notFound, redirect } from 'next/navigation';
import { pageLocale, pageMetadata } from '@/lib/i18n/page';
import { isValidId } from '@/lib/routing/validity';
import { db } from '@/lib/db';
import { verify, verifyResultPath } from '@/lib/newsletter';

export const generateMetadata = pageMetadata('subscribeVerify');
export const dynamic = 'force-dynamic';

/** The link in the confirmation email: valid → success page; invalid, used or expired → error page. */
export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const locale = await pageLocale(params);
  const { id } = await params;
  if (!isValidId(id)) notFound();
  redirect(verifyResultPath(await verify(id, { db: await db() }), locale));
}
