import { Hono } from 'hono';
import { defineRoute } from '@/server/api/define-route';
import { currentBuildId } from './service';

/** The deployed build's id: open pages compare it with their own every hour (spec §7). */
export const pwaRoutes = new Hono().get(
  '/build-id',
  defineRoute({ access: 'public' }, async () => ({ build_id: await currentBuildId() })),
);
