import { InvalidUnsubscribeLink } from '@/components/newsletter/InvalidUnsubscribeLink';

/** An unsubscribe link we do not know (usually answered by app/global-not-found.tsx through the proxy). */
export default function NotFound() {
  return <InvalidUnsubscribeLink />;
}
