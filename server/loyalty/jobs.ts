import { defineJob } from '@/server/jobs/registry';
import { logger } from '@/server/observability/logger';
import { expirePoints } from './expiry';

/** Daily: loyalty points older than their validity expire, oldest first (./expiry.ts). */
export const expirePointsJob = defineJob({
  name: 'loyalty.expire-points',
  retryLimit: 3,
  retryDelaySeconds: 300,
  schedule: { cron: '17 3 * * *' },
  handler: async (db) => {
    const result = await expirePoints(db);
    if (result.points) logger().info(result, 'loyalty: points expired');
    return result;
  },
});
