import { notFound } from 'next/navigation';
import { pageLocale, pageMetadata } from '@/lib/i18n/page';
import { isValidId } from '@/lib/routing/validity';

export const generateMetadata = pageMetadata('adminOnboardingFunnelUser');

export default async function Page({ params }: { params: Promise<{ locale: string; uid: string }> }) {
  await pageLocale(params);
  const { uid } = await params;
  if (!isValidId(uid)) notFound();
  // No adminOnboardingFunnelUser exists until the admin issue lands: every id is unknown, so every id is a 404.
  notFound();
}
