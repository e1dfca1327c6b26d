import { InfoPage } from '@/components/layout/InfoPage';
import { adminPage } from '@/lib/auth/pages';
import { pageMetadata, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadata('adminUserRoles');

export default async function Page({ params }: LocaleParams) {
  await adminPage(params, '/admin/user-roles');
  return <InfoPage page="adminUserRoles" />;
}
