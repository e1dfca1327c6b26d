import { adminPage } from '@/lib/auth/pages';
import { pageMetadata } from '@/lib/i18n/page';
import { db } from '@/lib/db';
import { listItems } from '@/lib/lists';
import { ListPage } from '@/components/admin/ListPage';

export const generateMetadata = pageMetadata('adminInterests');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  await adminPage(params, '/admin/interests');
  const items = await listItems(await db(), 'interests');
  return <ListPage kind="interests" titleKey="adminInterests" items={items} />;
}
