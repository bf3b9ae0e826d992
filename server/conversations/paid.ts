import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { classes } from '@/server/db/schema';

/**
 * Whether this student and this tutor have a paid class: the one place that decides when contact
 * details may pass in their conversation (docs/decisions.md "Conversations: contact details before
 * payment"). A class exists only once a request's prepayment is paid (server/classes create.ts).
 */
export async function pairHasPaidClass(db: Db, studentUserId: number, tutorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.studentUserId, studentUserId), eq(classes.tutorId, tutorId)))
    .limit(1);
  return Boolean(row);
}
