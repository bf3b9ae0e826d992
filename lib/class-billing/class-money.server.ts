import { notFound } from 'next/navigation';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { classBillingApi } from '@/lib/api/class-billing';
import type { ClassMoneyView } from '@/lib/schemas/class-billing';
import { isRecordId } from '@/lib/schemas/ids';

/** A class's money for its money pages, as the signed-in student may see it; no such class → 404. */
export async function classMoneyFor(id: string): Promise<ClassMoneyView> {
  if (!isRecordId(id)) notFound();
  return onServer(classBillingApi.money(await getServerApiClient(), Number(id)));
}
