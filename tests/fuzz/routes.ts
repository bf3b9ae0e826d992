import { api } from '@/server/app/api';
import { routeSpecOf } from '@/server/api/define-route';
import type { FuzzRoute } from './requests';

// Raw-protocol endpoints that read headers and bytes or answer redirects, HTML or CSV, fuzzed by
// their own feature's test: a path and everything below it.
const FUZZED_ELSEWHERE = [
  '/api/file/v1/upload-tus', // server/uploads/fuzz.test.ts
  // server/payments/fuzz.test.ts
  '/api/sandbox-gateway',
  '/api/www/v1/payments/stripe-webhook',
  '/api/www/v1/invoice/:uuid/online-payment',
  '/api/www/v1/invoice/:uuid/callback',
  '/api/www/v1/wallet/transactions.csv',
  '/api/www/v1/conversations/:id/stream', // server/conversations/fuzz.test.ts (Server-Sent Events)
  '/api/www/v1/calendar', // server/calendar-feed/fuzz.test.ts
];
const fuzzedElsewhere = (path: string) => FUZZED_ELSEWHERE.some((entry) => path === entry || path.startsWith(`${entry}/`));

/** Every JSON route the app serves, read from the app itself; test-only and raw-protocol routes left out. */
export function discoverRoutes(): FuzzRoute[] {
  return api.routes.flatMap(({ method, path, handler }) => {
    const spec = routeSpecOf(handler);
    const skipped = path.startsWith('/api/test/') || fuzzedElsewhere(path);
    return spec && !skipped ? [{ method, path, spec }] : [];
  });
}

/** Everything the app mounts that is not middleware, so the test can prove it covered them all. */
export function mountedEndpoints(): string[] {
  return api.routes
    .filter(({ method, path }) => method !== 'ALL' && !path.startsWith('/api/test/'))
    .filter(({ path }) => !fuzzedElsewhere(path))
    .map(({ method, path }) => `${method} ${path}`);
}
