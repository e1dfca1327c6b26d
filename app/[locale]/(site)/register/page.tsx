import { AuthPage } from '@/components/auth/AuthPage';
import { pageLocale, pageMetadata, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadata('register');

export default async function Page({ params }: LocaleParams) {
  await pageLocale(params);
  return <AuthPage kind="register" />;
}
