import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuditLog } from '@/components/operator/audit-log';
import { auditApi } from '@/lib/api/audit';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { auditFiltersSchema } from '@/lib/schemas/audit';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: t('audit_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function OperatorAuditPage({ searchParams }: { searchParams: Search }) {
  const asked = Object.fromEntries(Object.entries(await searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const parsed = auditFiltersSchema.safeParse(asked);
  // A filter the form could not have sent shows the whole log rather than an error page.
  const filters = parsed.success ? parsed.data : auditFiltersSchema.parse({});
  const page = await onServer(auditApi.log(await getServerApiClient(), filters));
  return <AuditLog filters={filters} page={page} />;
}
