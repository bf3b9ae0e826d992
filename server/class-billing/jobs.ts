import { defineJob } from '@/server/jobs/registry';
import { logger } from '@/server/observability/logger';
import { expirePacks } from './expiry';

/** Every 15 minutes: discount packs past their validity return their unused money (./expiry.ts). */
export const expirePacksJob = defineJob({
  name: 'class-billing.expire-packs',
  retryLimit: 3,
  retryDelaySeconds: 60,
  schedule: { cron: '7-59/15 * * * *' },
  handler: async (db) => {
    const result = await expirePacks(db);
    if (result.expired) logger().info(result, 'class-billing: packs expired');
    return result;
  },
});
