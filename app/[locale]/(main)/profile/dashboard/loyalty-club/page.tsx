import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClubPage } from '@/components/loyalty/club-page';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { loyaltyApi } from '@/lib/api/loyalty';
import { askedPage } from '@/lib/schemas/query-values';
import { SITE_URL } from '@/lib/seo.server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Loyalty'))('title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

/** The loyalty club (spec §2): level, points, codes to take and the invitation link (issue 31); `?page=` pages the movements. */
export default async function LoyaltyClubPage({ searchParams }: { searchParams: Search }) {
  const club = await onServer(loyaltyApi.club(await getServerApiClient(), askedPage((await searchParams).page)));
  return <ClubPage club={club} siteUrl={SITE_URL} />;
}
