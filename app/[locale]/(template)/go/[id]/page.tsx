import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { pageLocale, pageMetadata } from '@/lib/i18n/page';
import { isValidId } from '@/lib/routing/validity';
import { goLink, goTarget, platformOf, recordGoClick } from '@/lib/golinks';
import { renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('go');

/**
 * A short link: the target for the visitor's platform, after recording the click; a page of ours in
 * the language of the address (`/de/go/app` → `/de/install`).
 */
export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  await renderPolicy('/go/[id]');
  const locale = await pageLocale(params);
  const { id } = await params;
  if (!isValidId(id)) notFound();
  const link = await goLink(id);
  if (!link) notFound();
  const platform = platformOf((await headers()).get('user-agent') ?? '');
  await recordGoClick(id, platform).catch((error) => console.error('Recording a go-link click failed:', error));
  redirect(goTarget(link, platform, locale));
}
