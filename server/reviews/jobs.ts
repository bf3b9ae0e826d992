import { defineJob } from '@/server/jobs/registry';
import { logger } from '@/server/observability/logger';
import { inviteToSurveys } from './invitations';

/** Every 15 minutes: students whose class just reached a survey are asked once (a day's look-back covers a stopped server). */
export const surveyInvitationsJob = defineJob({
  name: 'reviews.invite-to-surveys',
  schedule: { cron: '7,22,37,52 * * * *' },
  handler: async (db) => {
    const result = await inviteToSurveys(db, new Date(Date.now() - 24 * 60 * 60 * 1000));
    if (result.invited) logger().info(result, 'reviews: students invited to class surveys');
    return result;
  },
});
