import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { tutors } from '@/server/db/schema';

/** The tutor profile an account teaches as, or null: the one lookup every feature asks (classes, offers, earnings). */
export async function tutorIdOfAccount(db: Db, userId: number): Promise<number | null> {
  const [tutor] = await db.select({ id: tutors.id }).from(tutors).where(eq(tutors.userId, userId));
  return tutor?.id ?? null;
}
