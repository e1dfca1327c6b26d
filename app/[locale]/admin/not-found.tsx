import { NotFoundContent } from '@/components/errors/NotFoundContent';

/** An unknown admin page or id: the not-found page inside the admin layout. */
export default function AdminNotFound() {
  return <NotFoundContent admin />;
}
