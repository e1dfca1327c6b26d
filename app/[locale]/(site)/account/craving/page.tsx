import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { memberPage } from '@/lib/auth/pages';
import { pageLocale, pageMetadata, type LocaleParams } from '@/lib/i18n/page';
import { localizedPathname } from '@/lib/routing/pathnames';
import { renderPolicy } from '@/lib/routing/render';
import { cravingOf } from '@/lib/account';
import { getStory } from '@/lib/content/stories';
import { listQuitlines } from '@/lib/quitlines/queries';
import { quitlineFor } from '@/lib/quitlines';
import { CravingView } from '@/components/craving/CravingView';
import type { Blok } from '@/blocks/types';

const metadata = pageMetadata('craving');
/** The translated title and description; a member's own page is never indexed. */
export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return { ...(await metadata(props)), robots: { index: false, follow: false } };
}

/** The CMS story with the tips (its draft in preview, as the other stories). */
const CRAVING_TIPS_STORY = 'craving-tips';

/** "I have a craving now": the member's reasons and today, the CMS's tips, their language's quitline. */
export default async function Page({ params }: LocaleParams) {
  await renderPolicy('/account/craving');
  const { locale, session } = await memberPage(params, localizedPathname('/account/craving', await pageLocale(params)));
  const draft = (await draftMode()).isEnabled;
  const [own, story, quitlines] = await Promise.all([cravingOf(session.uid, locale), getStory(CRAVING_TIPS_STORY, locale, draft), listQuitlines()]);
  const page = await getTranslations('Pages.craving');
  const messages = await getMessages();
  const tips = (story?.content as { body?: Blok[] } | undefined)?.body ?? [];
  return (
    <NextIntlClientProvider messages={{ Craving: messages.Craving, Journey: messages.Journey, Account: messages.Account, Forms: messages.Forms }}>
      <CravingView
        title={page('title')}
        lead={page('purpose')}
        locale={locale}
        data={{ reasons: own.reasons, day: own.day, tips, quitline: quitlineFor(quitlines, locale) }}
      />
    </NextIntlClientProvider>
  );
}
