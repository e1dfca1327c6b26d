import { notFound } from 'next/navigation';
import { adminPage } from '@/lib/auth/pages';
import { pageMetadata } from '@/lib/i18n/page';
import { isValidId } from '@/lib/routing/validity';

export const generateMetadata = pageMetadata('adminOnboardingFunnelUser');

export default async function Page({ params }: { params: Promise<{ locale: string; uid: string }> }) {
  const { uid } = await params;
  await adminPage(params, `/admin/onboarding-funnel/${encodeURIComponent(uid)}`);
  if (!isValidId(uid)) notFound();
  // No adminOnboardingFunnelUser exists until the admin issue lands: every id is unknown, so every id is a 404.
  notFound();
}
