import { getServerApiClient, onServer, optionalOnServer } from '@/lib/api-client.server';
import { apiGet } from '@/lib/api/calls';
import { requireTestRoutes } from '@/lib/test-routes.server';

// Test-only: renders what a server-side API failure with this status shows (tests/e2e/errors).
// `?ignore500=1` makes the call with ignore500: the render goes on without its data.
export default async function ApiStatusProbe({
  params,
  searchParams,
}: {
  params: Promise<{ code: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireTestRoutes();
  const [{ code }, query] = await Promise.all([params, searchParams]);
  const client = await getServerApiClient();
  const path = `/test/status/${encodeURIComponent(code)}`;
  if (query.ignore500 === '1') {
    await optionalOnServer(apiGet(client, path, undefined, { ignore500: true }));
    return <p data-testid="rendered-without-data" />;
  }
  await onServer(apiGet(client, path));
  return null;
}
