import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PayoutDesk } from '@/components/earnings/payout-desk';
import { chosenView } from '@/components/ui/view-filters';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { payoutDeskApi } from '@/lib/api/earnings';
import { PAYOUT_STATES, type PayoutState } from '@/lib/schemas/earnings';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PayoutDesk'))('title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

/** `/operator/payouts`: tutors' payout requests, a batch for the bank, and the bank's answers (issue 31). */
export default async function OperatorPayoutsPage({ searchParams }: { searchParams: Search }) {
  const state = chosenView<PayoutState>(PAYOUT_STATES, (await searchParams).state, 'requested');
  const { payouts } = await onServer(payoutDeskApi.list(await getServerApiClient(), state));
  return <PayoutDesk state={state} payouts={payouts} />;
}
