import { adminPage } from '@/lib/auth/pages';
import { pageMetadata } from '@/lib/i18n/page';
import { ListPage } from '@/components/admin/ListPage';

export const generateMetadata = pageMetadata('adminQuitReasons');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  await adminPage(params, '/admin/quit-reasons');
  return <ListPage kind="quit-reasons" titleKey="adminQuitReasons" />;
}
