import { getTranslations } from 'next-intl/server';
import { TicketList } from '@/components/tickets/ticket-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { ticketApi } from '@/lib/api/tickets';

export async function generateMetadata() {
  return { title: (await getTranslations('Tickets'))('support_title') };
}

export default async function SupportTicketsPage() {
  const tickets = await onServer(ticketApi.list(await getServerApiClient(), 'support'));
  return <TicketList tickets={tickets} basePath="/profile/dashboard/ticket" support />;
}
