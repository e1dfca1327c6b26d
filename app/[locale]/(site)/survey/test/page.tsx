import { InfoPage } from '@/components/layout/InfoPage';
import { pageLocale, pageMetadata, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadata('surveyTest');

export default async function Page({ params }: LocaleParams) {
  await pageLocale(params);
  return <InfoPage page="surveyTest" />;
}
