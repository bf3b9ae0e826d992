import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PersonRecordView } from '@/components/operator/person-record';
import { operatorApi } from '@/lib/api/operator';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { requirePageAccess } from '@/lib/auth/session.server';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: t('people_title') };
}

/** One person's record: requests, classes, invoices, wallet, tickets, audit trail; block, and an admin's authenticator reset (issue 34). */
export default async function OperatorPersonPage({ params }: Props) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const viewer = await requirePageAccess('/operator');
  const record = await onServer(operatorApi.personRecord(await getServerApiClient(), Number(id)));
  return <PersonRecordView record={record} isAdmin={viewer.roles.includes('admin')} viewerId={viewer.id} />;
}
