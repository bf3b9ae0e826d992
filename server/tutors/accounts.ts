import { eq } from 'drizzle-orm';
import { sharedInRender } from '@/server/api/render-scope';
import type { Db } from '@/server/db/client';
import { tutors } from '@/server/db/schema';

/**
 * The tutor profile an account teaches as, or null: the one lookup every feature asks (classes,
 * offers, earnings). A page render asks it once, however many of its parts need it.
 */
export function tutorIdOfAccount(db: Db, userId: number): Promise<number | null> {
  return sharedInRender(`tutor-id:${userId}`, async () => {
    const [tutor] = await db.select({ id: tutors.id }).from(tutors).where(eq(tutors.userId, userId));
    return tutor?.id ?? null;
  });
}

/** A render that read the account's tutor row anyway says its id, so the features after it need not ask again. */
export function rememberTutorIdOfAccount(userId: number, tutorId: number | null): void {
  void sharedInRender(`tutor-id:${userId}`, async () => tutorId);
}
