import { adminPage } from '@/lib/auth/pages';
import { pageMetadata } from '@/lib/i18n/page';
import { db } from '@/lib/db';
import { listItems } from '@/lib/lists';
import { ListPage } from '@/components/admin/ListPage';

export const generateMetadata = pageMetadata('adminQuitReasons');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  await adminPage(params, '/admin/quit-reasons');
  const items = await listItems(await db(), 'quit-reasons');
  return <ListPage kind="quit-reasons" titleKey="adminQuitReasons" items={items} />;
}
