import type { Metadata } from 'next';
import { TrackingView } from '@/components/tutor-requests/tracking-view';
import type { Locale } from '@/lib/i18n/routing';
import { readFlash } from '@/lib/forms/form-post.server';
import { ownedRequestPage } from '@/lib/tutor-requests/pages.server';
import { viewerZone } from '@/lib/tutor-requests/viewer-zone.server';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function TrackingPage({ params }: { params: Promise<{ locale: Locale; id: string }> }) {
  const { locale, id } = await params;
  const request = await ownedRequestPage(id);
  const [zone, flash] = await Promise.all([viewerZone(locale), readFlash(`/tutor-request/tracking/${request.id}`)]);
  return <TrackingView request={request} locale={locale} zone={zone} flash={flash} />;
}
