import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClubHelp } from '@/components/loyalty/club-help';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Loyalty'))('help_title') };
}

/** The loyalty club's help (spec §2): its rules, from the table the server enforces. */
export default function LoyaltyClubHelpPage() {
  return <ClubHelp />;
}
