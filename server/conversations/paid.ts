import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { tutorRequests } from '@/server/db/schema';

/**
 * Whether this student and this tutor have a paid class: the one place that decides when contact
 * details may pass in their conversation (docs/decisions.md "Conversations: contact details before
 * payment"). For now a tutor request of the student with that tutor, prepaid; when classes exist, a
 * class made at prepayment answers this instead.
 */
export async function pairHasPaidClass(db: Db, studentUserId: number, tutorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tutorRequests.id })
    .from(tutorRequests)
    .where(and(eq(tutorRequests.userId, studentUserId), eq(tutorRequests.tutorId, tutorId), eq(tutorRequests.state, 'prepaid')))
    .limit(1);
  return Boolean(row);
}
