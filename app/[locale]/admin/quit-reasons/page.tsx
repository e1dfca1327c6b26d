import { adminPage } from '@/lib/auth/pages';
import { pageMetadata } from '@/lib/i18n/page';
import { listOf } from '@/lib/lists';
import { ListPage } from '@/components/admin/ListPage';
import { renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('adminQuitReasons');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  await renderPolicy('/admin/quit-reasons');
  await adminPage(params, '/admin/quit-reasons');
  const items = await listOf('quit-reasons');
  return <ListPage kind="quit-reasons" titleKey="adminQuitReasons" items={items} />;
}
