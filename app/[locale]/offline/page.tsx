import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OfflineNotice } from '@/components/pwa/offline-notice';
import type { Locale } from '@/lib/i18n/routing';

export async function generateMetadata() {
  const t = await getTranslations('Offline');
  return { title: t('meta_title'), robots: { index: false } };
}

/** Precached by the service worker and shown for navigations it cannot answer offline. */
export default async function OfflinePage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as Locale);
  return <OfflineNotice />;
}
