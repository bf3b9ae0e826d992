import { purgeAuthRecordsJob } from '@/server/auth/jobs';
import { notifyUnreadJob } from '@/server/conversations';
import { expirePacksJob } from '@/server/class-billing/jobs';
import { expirePointsJob } from '@/server/loyalty/jobs';
import { classesSweepJob } from '@/server/classes/jobs';
import { classRemindersJob } from '@/server/class-reminders';
import { surveyInvitationsJob } from '@/server/reviews';
import { expireInvoicesJob, reconcilePaymentsJob, sendReceiptsJob } from '@/server/payments/jobs';
import { testJobs } from '@/server/testing/jobs';
import { expireOfferJob, sweepOffersJob } from '@/server/tutor-requests/jobs';
import { expireAbandonedUploadsJob } from '@/server/uploads/jobs';
import { serverConfig } from '@/server/config';
import type { AnyJob } from '@/server/jobs/registry';

/**
 * Every job the app runs: a feature defines its jobs beside its services (`server/<feature>/jobs.ts`)
 * and lists them here, so each server creates their queues and works them.
 */
export function appJobs(): AnyJob[] {
  const jobs: AnyJob[] = [
    purgeAuthRecordsJob,
    expireAbandonedUploadsJob,
    expireOfferJob,
    sweepOffersJob,
    expireInvoicesJob,
    reconcilePaymentsJob,
    sendReceiptsJob,
    notifyUnreadJob,
    expirePacksJob,
    classesSweepJob,
    classRemindersJob,
    surveyInvitationsJob,
    expirePointsJob,
  ];
  // Test-only jobs exist where the test-only routes do (the e2e and cluster servers).
  if (serverConfig().testRoutes) jobs.push(...testJobs);
  return jobs;
}
