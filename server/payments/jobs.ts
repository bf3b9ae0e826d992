import { defineJob } from '@/server/jobs/registry';
import { logger } from '@/server/observability/logger';
import { reconcileAttempts, reconcileProblems } from './reconcile';
import { expireInvoices } from './invoices';
import { sendDueReceipts } from './receipt';

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

/**
 * Every 5 minutes (off the expiry's minute): payments not yet confirmed are asked about again and
 * settled, each on its own; the output counts the outcomes and names the attempts that failed.
 */
export const reconcilePaymentsJob = defineJob({
  name: 'payments.reconcile',
  retryLimit: 3,
  retryDelaySeconds: 60,
  schedule: { cron: '2-59/5 * * * *' },
  handler: async (db) => {
    const report = await reconcileAttempts(db);
    const problems = reconcileProblems(report);
    if (problems) logger().warn({ failures: report.failures }, `payments: ${problems}`);
    else if (report.paid + report.credited + report.declined + report.cancelled + report.unsettled) logger().info(report, 'payments: attempts reconciled');
    // The run finishes whatever one attempt did; what failed is the job's output, shown in the operator's jobs view.
    return { ...report, problems };
  },
});

/**
 * Every minute: receipts for invoices paid in the last day whose payer has a verified e-mail and
 * was not sent one yet (a sweep, not a job per payment: nothing to lose if a payment's transaction
 * and a queue disagree, and notify() sends each receipt once).
 */
export const sendReceiptsJob = defineJob({
  name: 'payments.send-receipts',
  retryLimit: 3,
  retryDelaySeconds: 30,
  schedule: { cron: '* * * * *' },
  handler: async (db) => sendDueReceipts(db),
});
