import { z } from 'zod';
import { defineJob } from '@/server/jobs/registry';
import { noticeUnread } from './notices';

/** A few minutes after a message: its reader is told if it is still unread (one waiting job per thread and reader). */
export const notifyUnreadJob = defineJob({
  name: 'conversations.notify-unread',
  policy: 'exclusive',
  data: z.object({ conversationId: z.number().int().positive(), side: z.enum(['student', 'tutor']) }),
  retryLimit: 5,
  handler: (db, { conversationId, side }) => noticeUnread(db, conversationId, side),
});
