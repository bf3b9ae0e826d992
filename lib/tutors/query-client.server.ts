import 'server-only';
import { cache } from 'react';
import { makeQueryClient } from '@/lib/query-client';

/**
 * Tutor pages render their data on the server only, so it gets its own per-request client:
 * the header's hydration boundary dehydrates the shared one, which would copy lists and
 * profiles (or their failures) into every page's payload a second time.
 */
// A wrapper of its own: React's cache() keys its memory by the function it wraps, so
// cache(makeQueryClient) would hand back the header's client.
export const getTutorQueryClient = cache(() => makeQueryClient());
