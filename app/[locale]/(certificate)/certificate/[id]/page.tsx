import { notFound } from 'next/navigation';
import { pageLocale, pageMetadata } from '@/lib/i18n/page';
import { isValidId } from '@/lib/routing/validity';

export const generateMetadata = pageMetadata('certificate');

export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  await pageLocale(params);
  const { id } = await params;
  if (!isValidId(id)) notFound();
  // No certificate exists until the certificates issue lands: every id is unknown, so every id is a 404.
  notFound();
}
