import { ChunkProbe } from '@/components/dev/chunk-probe';
import { requireTestRoutes } from '@/lib/test-routes.server';
import { WithMessages } from '@/components/providers/with-messages';

// Test-only: loads a code chunk after hydration, so the e2e test can make that load fail.
export default async function ChunkProbePage() {
  await requireTestRoutes();
  return (
    <WithMessages groups={['DevTools']}>
      <ChunkProbe />
    </WithMessages>
  );
}
