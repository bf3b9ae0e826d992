import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Meta');
  return { title: t('not_found_title'), robots: { index: false } };
}

// Any path no route claims: the localized 404 page with HTTP 404.
export default function UnknownRoute() {
  notFound();
}
