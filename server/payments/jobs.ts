import { defineJob } from '@/server/jobs/registry';
import { logger } from '@/server/observability/logger';
import { reconcileAttempts } from './checkout';
import { expireInvoices } from './invoices';

/** Every 5 minutes: open invoices past their time expire and give their discount use back. */
export const expireInvoicesJob = defineJob({
  name: 'payments.expire-invoices',
  retryLimit: 3,
  retryDelaySeconds: 60,
  schedule: { cron: '*/5 * * * *' },
  handler: async (db) => {
    const result = await expireInvoices(db);
    if (result.expired) logger().info(result, 'payments: invoices expired');
    return result;
  },
});

/** Every 5 minutes (off the expiry's minute): payments not yet confirmed are asked about again and settled. */
export const reconcilePaymentsJob = defineJob({
  name: 'payments.reconcile',
  retryLimit: 3,
  retryDelaySeconds: 60,
  schedule: { cron: '2-59/5 * * * *' },
  handler: async (db) => {
    const counts = await reconcileAttempts(db);
    if (Object.values(counts).some(Boolean)) logger().info(counts, 'payments: attempts reconciled');
    return counts;
  },
});
