import { notFound } from 'next/navigation';
import { adminPage } from '@/lib/auth/pages';
import { pageMetadata } from '@/lib/i18n/page';
import { isValidId } from '@/lib/routing/validity';

export const generateMetadata = pageMetadata('adminCodeCampaign');

export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { id } = await params;
  await adminPage(params, `/admin/code-campaigns/${encodeURIComponent(id)}`);
  if (!isValidId(id)) notFound();
  // No adminCodeCampaign exists until the admin issue lands: every id is unknown, so every id is a 404.
  notFound();
}
