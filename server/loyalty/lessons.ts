import { eq } from 'drizzle-orm';
import { LOYALTY_RULES } from '@/lib/schemas/loyalty';
import type { Db } from '@/server/db/client';
import { userClubs } from '@/server/db/schema';
import { earnPoints } from './points';

/**
 * A lesson the student attended counts (called by classes when a held session is confirmed):
 * points for the student, and, the first time a referred student's lesson counts, the points
 * promised to whoever referred them (once: the key names the friend).
 */
export async function pointsForHeldLesson(tx: Db, lesson: { studentUserId: number; sessionId: number; classId: number }): Promise<void> {
  await earnPoints(tx, {
    userId: lesson.studentUserId,
    kind: 'lesson',
    base: LOYALTY_RULES.pointsPerLesson,
    key: `session:${lesson.sessionId}:points`,
    memo: { session_id: lesson.sessionId, class_id: lesson.classId },
  });
  const [member] = await tx.select({ referredBy: userClubs.referredByUserId }).from(userClubs).where(eq(userClubs.userId, lesson.studentUserId));
  if (!member?.referredBy) return;
  await earnPoints(tx, {
    userId: member.referredBy,
    kind: 'referral',
    base: LOYALTY_RULES.referralPoints,
    key: `referral:${lesson.studentUserId}`,
    memo: { friend_user_id: lesson.studentUserId, session_id: lesson.sessionId },
  });
}
