import { defineJob } from '@/server/jobs/registry';
import { logger } from '@/server/observability/logger';
import { extendHorizons } from './create';
import { autoConfirmDue } from './sessions';

/**
 * Every 15 minutes (durable: pg-boss's schedule, once across servers): sessions past their dispute
 * window are confirmed, and every active class is scheduled 4 weeks ahead. Both are idempotent.
 */
export const classesSweepJob = defineJob({
  name: 'classes.sweep',
  schedule: { cron: '*/15 * * * *' },
  handler: async (db) => {
    const confirmed = await autoConfirmDue(db);
    const scheduled = await extendHorizons(db);
    if (confirmed || scheduled) logger().info({ confirmed, scheduled }, 'classes: the sweep confirmed sessions and scheduled ahead');
    return { confirmed, scheduled };
  },
});
