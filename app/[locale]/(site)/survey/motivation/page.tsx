import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { pageLocale, pageMetadata, type LocaleParams } from '@/lib/i18n/page';
import { surveyChoices } from '@/lib/surveys';
import { MAX_QUIT_DATE_DAYS } from '@/lib/surveys/schema';
import { appOffered } from '@/lib/golinks/stores';
import { MotivationSlot } from '@/components/surveys/MotivationSlot';
import { renderPolicy } from '@/lib/routing/render';
import { NarrowPage } from '@/components/layout/NarrowPage';

export const generateMetadata = pageMetadata('surveyMotivation');

export default async function Page({ params }: LocaleParams) {
  await renderPolicy('/survey/motivation');
  const locale = await pageLocale(params);
  const page = await getTranslations('Pages.surveyMotivation');
  const t = await getTranslations('Survey');
  const { Survey, Forms } = await getMessages();
  const options = await surveyChoices(locale);
  return (
    <NarrowPage title={page('title')} lead={page('purpose')}>
      <p className="muted">{t('motivation.privacy')}</p>
      {/* Only what the form and its result say: not the dependence test's questions. */}
      <NextIntlClientProvider
        messages={{
          Survey: { savedNote: Survey.savedNote, motivation: Survey.motivation },
          Forms: { submitting: Forms.submitting, incomplete: Forms.incomplete, tooManyRequests: Forms.tooManyRequests, networkError: Forms.networkError },
        }}
      >
        <MotivationSlot reasons={options.reasons} interests={options.interests} days={MAX_QUIT_DATE_DAYS} appOffered={await appOffered()} />
      </NextIntlClientProvider>
    </NarrowPage>
  );
}
