import { notFound } from 'next/navigation';

// Any path no route claims: the localized 404 page with HTTP 404.
export default function UnknownRoute() {
  notFound();
}
