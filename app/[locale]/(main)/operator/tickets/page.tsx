import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TicketDesk } from '@/components/operator/ticket-desk';
import { operatorApi } from '@/lib/api/operator';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { deskListQuerySchema } from '@/lib/schemas/tickets';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: t('tickets_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function OperatorTicketsPage({ searchParams }: { searchParams: Search }) {
  const asked = Object.fromEntries(Object.entries(await searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const parsed = deskListQuerySchema.safeParse({ filter: asked.filter, page: asked.page });
  // An address the desk could not have made shows the first page of waiting tickets rather than an error.
  const { filter, page } = parsed.success ? parsed.data : deskListQuerySchema.parse({});
  return <TicketDesk filter={filter} page={await onServer(operatorApi.tickets(await getServerApiClient(), filter, page))} />;
}
