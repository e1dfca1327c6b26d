import { notFound } from 'next/navigation';

// Any path that matches no route: the localized 404 page.
export default function CatchAll() {
  notFound();
}
