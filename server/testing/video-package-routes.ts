import { Hono } from 'hono';
import { streamParam } from '@/lib/schemas/video-packages';
import { defineRoute } from '@/server/api/define-route';
import { signedStreamUrl } from '@/server/video-packages/streaming';

/**
 * Test-only (TEST_ROUTES=1): a correctly signed streaming address for the caller that expired a
 * minute ago, so a browser test sees an expired address refused without waiting for one to age.
 */
export const videoPackageTestRoutes = new Hono().get(
  '/video-packages/expired-url/:sessionId',
  defineRoute({ access: 'user', params: streamParam }, ({ user, params }) => ({
    url: signedStreamUrl(params.sessionId, user.id, Math.floor(Date.now() / 1000) - 60),
  })),
);
