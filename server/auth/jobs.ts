import { defineJob } from '@/server/jobs/registry';
import { logger } from '@/server/observability/logger';
import { purgeExpiredAuthRecords } from './purge';

/** Daily at 03:17 UTC (off the hour, away from other cron work): old sign-in records go. */
export const purgeAuthRecordsJob = defineJob({
  name: 'auth.purge-expired',
  retryLimit: 3,
  retryDelaySeconds: 5 * 60,
  schedule: { cron: '17 3 * * *' },
  handler: async (db) => {
    const purged = await purgeExpiredAuthRecords(db);
    logger().info(purged, 'auth: expired sign-in records purged');
    return purged;
  },
});
