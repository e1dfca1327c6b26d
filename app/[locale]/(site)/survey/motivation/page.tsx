import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { pageLocale, pageMetadata, type LocaleParams } from '@/lib/i18n/page';
import { surveyChoices } from '@/lib/surveys';
import { appOffered } from '@/lib/golinks/stores';
import { MotivationForm } from '@/components/surveys/MotivationForm';
import { renderPolicy } from '@/lib/routing/render';
import { NarrowPage } from '@/components/layout/NarrowPage';

export const generateMetadata = pageMetadata('surveyMotivation');

export default async function Page({ params }: LocaleParams) {
  await renderPolicy('/survey/motivation');
  const locale = await pageLocale(params);
  const page = await getTranslations('Pages.surveyMotivation');
  const t = await getTranslations('Survey');
  const messages = await getMessages();
  const options = await surveyChoices(locale);
  return (
    <NarrowPage title={page('title')} lead={page('purpose')}>
      <p className="muted">{t('motivation.privacy')}</p>
      <NextIntlClientProvider messages={{ Survey: messages.Survey, Forms: messages.Forms }}>
        <MotivationForm reasons={options.reasons} interests={options.interests} appOffered={await appOffered()} />
      </NextIntlClientProvider>
    </NarrowPage>
  );
}
