import { notFound } from 'next/navigation';

// An admin address that matches no admin page: the not-found page inside the admin layout (./not-found.tsx).
export default function AdminCatchAll() {
  notFound();
}
