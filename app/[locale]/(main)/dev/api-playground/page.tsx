import { ApiPlayground } from '@/components/dev/api-playground';
import { requireTestRoutes } from '@/lib/test-routes.server';
import { WithMessages } from '@/components/providers/with-messages';

// Test-only: buttons that make browser-side API calls for the retry and 422 e2e tests.
export default async function ApiPlaygroundPage() {
  await requireTestRoutes();
  return (
    <WithMessages groups={['DevTools']}>
      <ApiPlayground />
    </WithMessages>
  );
}
