import 'server-only';
import type { ActionCodeSettings } from 'firebase-admin/auth';
import { env } from '@/lib/env';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';

/**
 * The address an emailed Firebase action (set a password, confirm an address) leads to: our sign-in
 * page, in the given language, with `mode` and the action code of the link Firebase generated. So the
 * email leads to Exhale, whatever action URL the Firebase console has, and the page does the action
 * (components/auth/AuthScreen).
 */
export async function actionPage(
  mode: 'resetPassword' | 'verifyEmail',
  generate: (settings: ActionCodeSettings) => Promise<string>,
  locale: Locale,
): Promise<string> {
  const page = new URL(`${localePrefixes[locale]}/login`, env().SITE_URL);
  const link = await generate({ url: new URL('/login', env().SITE_URL).toString() });
  page.searchParams.set('mode', mode);
  page.searchParams.set('oobCode', new URL(link).searchParams.get('oobCode') ?? '');
  return page.toString();
}
