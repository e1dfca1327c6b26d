import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { memberPage } from '@/lib/auth/pages';
import { pageLocale, pageMetadata, type LocaleParams } from '@/lib/i18n/page';
import { localizedPathname } from '@/lib/routing/pathnames';
import { isoDate, searchParam } from '@/lib/validation/schema';
import { MILESTONES } from '@/lib/certificates/schema';
import { z } from 'zod';
import { accountOf, packInput } from '@/lib/account';
import { AccountView } from '@/components/account/AccountView';
import { renderPolicy } from '@/lib/routing/render';

const metadata = pageMetadata('account');
/** The translated title and description; a member's own page is never indexed. */
export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return { ...(await metadata(props)), robots: { index: false, follow: false } };
}

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** "My Exhale": the member's own space, rendered per request from their own rows. */
export default async function Page({ params, searchParams }: Props) {
  await renderPolicy('/account');
  const { locale, session } = await memberPage(params, localizedPathname('/account', await pageLocale(params)));
  const search = await searchParams;
  const price = searchParam(packInput.shape.price).parse(search.price);
  const size = searchParam(packInput.shape.size).parse(search.size);
  const pack = price !== undefined && size !== undefined ? { price, size } : null;
  const packInvalid = !pack && (search.price !== undefined || search.size !== undefined);
  // A milestone reminder's link opens the certificate form prefilled (?milestone=1-week&since=2026-10-26).
  const certificate = { milestone: searchParam(z.enum(MILESTONES)).parse(search.milestone), since: searchParam(isoDate).parse(search.since) };
  const overview = await accountOf(session, pack);
  const page = await getTranslations('Pages.account');
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{
        Account: messages.Account,
        Certificate: messages.Certificate,
        Forms: messages.Forms,
        Premium: messages.Premium,
        Journey: messages.Journey,
        Reminders: messages.Reminders,
        AdminUi: { range: messages.AdminUi.range, dialog: messages.AdminUi.dialog } as never,
      }}
    >
      <AccountView
        title={page('title')}
        locale={locale}
        session={session}
        overview={overview}
        pack={pack}
        packInvalid={packInvalid}
        certificate={certificate}
        welcome={search.welcome === '1'}
      />
    </NextIntlClientProvider>
  );
}
