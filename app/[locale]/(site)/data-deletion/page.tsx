import { InfoPage } from '@/components/layout/InfoPage';
import { memberPage } from '@/lib/auth/pages';
import { pageMetadata, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadata('dataDeletion');

export default async function Page({ params }: LocaleParams) {
  await memberPage(params, '/data-deletion');
  return <InfoPage page="dataDeletion" />;
}
