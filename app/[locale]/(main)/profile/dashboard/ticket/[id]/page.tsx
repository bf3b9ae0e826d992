import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TicketThreadView } from '@/components/tickets/ticket-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { ticketApi } from '@/lib/api/tickets';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata() {
  return { title: (await getTranslations('Tickets'))('support_title') };
}

/** One support ticket; reading it marks the team's answers read. */
export default async function SupportTicketPage({ params }: Props) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const ticket = await onServer(ticketApi.thread(await getServerApiClient(), Number(id)));
  if (ticket.topic !== 'support') notFound();
  return <TicketThreadView ticket={ticket} basePath="/profile/dashboard/ticket" />;
}
