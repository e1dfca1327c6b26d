import { adminPage } from '@/lib/auth/pages';
import { pageMetadata } from '@/lib/i18n/page';
import { listOf } from '@/lib/lists';
import { ListPage } from '@/components/admin/ListPage';
import { renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('adminInterests');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  await renderPolicy('/admin/interests');
  await adminPage(params, '/admin/interests');
  const items = await listOf('interests');
  return <ListPage kind="interests" titleKey="adminInterests" items={items} />;
}
