import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClubPage } from '@/components/loyalty/club-page';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { loyaltyApi } from '@/lib/api/loyalty';
import { clubQuerySchema } from '@/lib/schemas/loyalty';
import { SITE_URL } from '@/lib/seo.server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Loyalty'))('title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

/** The loyalty club (spec §2): level, points, codes to take and the invitation link (issue 31); `?page=` pages the movements. */
export default async function LoyaltyClubPage({ searchParams }: { searchParams: Search }) {
  const asked = (await searchParams).page;
  // A page number the links could not have made shows the first page rather than an error.
  const parsed = clubQuerySchema.safeParse({ page: Array.isArray(asked) ? asked[0] : asked });
  const club = await onServer(loyaltyApi.club(await getServerApiClient(), parsed.success ? parsed.data.page : 1));
  return <ClubPage club={club} siteUrl={SITE_URL} />;
}
