import { InfoPage } from '@/components/layout/InfoPage';
import { adminPage } from '@/lib/auth/pages';
import { pageMetadata, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadata('adminInterests');

export default async function Page({ params }: LocaleParams) {
  await adminPage(params, '/admin/interests');
  return <InfoPage page="adminInterests" />;
}
