import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { apiGet } from '@/lib/api/calls';
import { requireTestRoutes } from '@/lib/test-routes';

// Test-only: renders what a server-side API failure with this status shows (tests/e2e/errors).
export default async function ApiStatusProbe({ params }: { params: Promise<{ code: string }> }) {
  await requireTestRoutes();
  const { code } = await params;
  const client = await getServerApiClient();
  await onServer(apiGet(client, `/test/status/${encodeURIComponent(code)}`));
  return null;
}
