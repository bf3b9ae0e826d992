import { getTranslations } from 'next-intl/server';
import { TicketList } from '@/components/tickets/ticket-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { ticketApi } from '@/lib/api/tickets';

export async function generateMetadata() {
  return { title: (await getTranslations('TeacherProfile'))('tickets_title') };
}

export default async function TeacherTicketsPage() {
  const tickets = await onServer(ticketApi.list(await getServerApiClient()));
  return <TicketList tickets={tickets} basePath="/dashboard/tickets" />;
}
