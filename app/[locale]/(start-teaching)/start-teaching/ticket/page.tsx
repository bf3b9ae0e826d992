import { getTranslations } from 'next-intl/server';
import { TicketList } from '@/components/tickets/ticket-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { ticketApi } from '@/lib/api/tickets';
import { askedPage } from '@/lib/schemas/query-values';

export async function generateMetadata() {
  return { title: (await getTranslations('Tickets'))('title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function ApplicantTicketsPage({ searchParams }: { searchParams: Search }) {
  const page = await onServer(ticketApi.list(await getServerApiClient(), 'tutor_application', askedPage((await searchParams).page)));
  return <TicketList page={page} basePath="/start-teaching/ticket" />;
}
