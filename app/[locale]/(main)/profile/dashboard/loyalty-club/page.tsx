import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClubPage } from '@/components/loyalty/club-page';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { loyaltyApi } from '@/lib/api/loyalty';
import { SITE_URL } from '@/lib/seo.server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Loyalty'))('title') };
}

/** The loyalty club (spec §2): level, points, codes to take and the invitation link (issue 31). */
export default async function LoyaltyClubPage() {
  return <ClubPage club={await onServer(loyaltyApi.club(await getServerApiClient()))} siteUrl={SITE_URL} />;
}
