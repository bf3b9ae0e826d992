import { getTranslations } from 'next-intl/server';
import { TicketList } from '@/components/tickets/ticket-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { ticketApi } from '@/lib/api/tickets';

export async function generateMetadata() {
  return { title: (await getTranslations('Tickets'))('title') };
}

export default async function ApplicantTicketsPage() {
  const tickets = await onServer(ticketApi.list(await getServerApiClient(), 'tutor_application'));
  return <TicketList tickets={tickets} basePath="/start-teaching/ticket" />;
}
