import { api } from '@/server/api/app';
import { routeSpecOf } from '@/server/api/define-route';
import type { FuzzRoute } from './requests';

// Raw-protocol endpoints that read headers and bytes, fuzzed by their own feature's test.
const FUZZED_ELSEWHERE = ['/api/file/v1/upload-tus']; // server/uploads/fuzz.test.ts

/** Every JSON route the app serves, read from the app itself; test-only and raw-protocol routes left out. */
export function discoverRoutes(): FuzzRoute[] {
  return api.routes.flatMap(({ method, path, handler }) => {
    const spec = routeSpecOf(handler);
    const skipped = path.startsWith('/api/test/') || FUZZED_ELSEWHERE.some((prefix) => path.startsWith(prefix));
    return spec && !skipped ? [{ method, path, spec }] : [];
  });
}

/** Everything the app mounts that is not middleware, so the test can prove it covered them all. */
export function mountedEndpoints(): string[] {
  return api.routes
    .filter(({ method, path }) => method !== 'ALL' && !path.startsWith('/api/test/'))
    .filter(({ path }) => !FUZZED_ELSEWHERE.some((prefix) => path.startsWith(prefix)))
    .map(({ method, path }) => `${method} ${path}`);
}
