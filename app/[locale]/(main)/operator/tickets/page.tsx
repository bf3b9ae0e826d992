import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TicketDesk } from '@/components/operator/ticket-desk';
import { chosenView } from '@/components/operator/view-filters';
import { operatorApi } from '@/lib/api/operator';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { DESK_FILTERS, type DeskFilter } from '@/lib/schemas/tickets';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: t('tickets_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function OperatorTicketsPage({ searchParams }: { searchParams: Search }) {
  const asked = (await searchParams).filter;
  const filter = chosenView<DeskFilter>(DESK_FILTERS, asked, 'waiting');
  const { tickets } = await onServer(operatorApi.tickets(await getServerApiClient(), filter));
  return <TicketDesk filter={filter} tickets={tickets} />;
}
