import { defineJob } from '@/server/jobs/registry';
import { logger } from '@/server/observability/logger';
import { sendDueReminders } from './sweep';

/**
 * Every 5 minutes: the 24-hour and 1-hour reminders of sessions entering their window (at most
 * five minutes late). A durable pg-boss schedule: it fires once per occurrence across servers and
 * survives restarts; what it sends is claimed in class_reminders_sent first, so a retry or a second
 * run sends nothing twice.
 */
export const classRemindersJob = defineJob({
  name: 'class-reminders.sweep',
  schedule: { cron: '*/5 * * * *' },
  expireInSeconds: 4 * 60,
  handler: async (db) => {
    const result = await sendDueReminders(db);
    if (result.sent) logger().info(result, 'class-reminders: reminders sent');
    return result;
  },
});
