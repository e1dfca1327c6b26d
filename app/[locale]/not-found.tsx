import { NotFoundContent } from '@/components/errors/NotFoundContent';

/** `notFound()` from a page of the template or certificate layout: the not-found content on its own. */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundContent />
    </main>
  );
}
