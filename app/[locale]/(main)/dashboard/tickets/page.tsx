import { getTranslations } from 'next-intl/server';
import { TicketList } from '@/components/tickets/ticket-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { ticketApi } from '@/lib/api/tickets';
import { askedPage } from '@/lib/schemas/query-values';

export async function generateMetadata() {
  return { title: (await getTranslations('TeacherProfile'))('tickets_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function TeacherTicketsPage({ searchParams }: { searchParams: Search }) {
  const page = await onServer(ticketApi.list(await getServerApiClient(), undefined, askedPage((await searchParams).page)));
  return <TicketList page={page} basePath="/dashboard/tickets" />;
}
