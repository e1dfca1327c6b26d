import { NotFoundContent } from '@/components/errors/NotFoundContent';

/** `notFound()` from a public page (an unknown id, a failed validity check): the not-found page in the site's layout. */
export default function NotFound() {
  return <NotFoundContent />;
}
