// The tutor request itself: its row, who owns it, and what a draft still lacks.
import { and, eq } from 'drizzle-orm';
import { type FormStep } from '@/lib/schemas/tutor-requests';
import type { Db } from '@/server/db/client';
import { tutorAvailability, tutorRequests } from '@/server/db/schema';
import { jobRunner } from '@/server/jobs/enqueue';
import { DomainError } from '@/server/shared/domain-error';

/** An offer waits this long for the tutor's answer (docs/decisions.md). */
export const OFFER_TTL_MS = 24 * 60 * 60 * 1000;

export type RequestRow = typeof tutorRequests.$inferSelect;

/** The request if `userId` owns it; anyone else gets a 404, never a hint that it exists. */
export async function ownedRequest(db: Db, userId: number, requestId: number): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(tutorRequests)
    .where(and(eq(tutorRequests.id, requestId), eq(tutorRequests.userId, userId)));
  if (!row) throw new DomainError('not_found', 'tutor_request_not_found');
  return row;
}

export function missingSteps(r: RequestRow): FormStep[] {
  const missing: FormStep[] = [];
  if (!r.classInfo) missing.push('class-info');
  if (!r.studentInfo) missing.push('student-info');
  if (!r.weeklyHours?.length || !r.timeZone) missing.push('calendar');
  if (r.teachingMode === 'in_person' && !r.address) missing.push('address-details');
  if (r.budgetMaxCents == null) missing.push('teaching-price');
  if (!r.supplementary) missing.push('supplementary');
  return missing;
}

/**
 * The job client exists before a transaction that enqueues opens: on PGlite (one connection) its
 * first start would otherwise wait for the very transaction that is waiting for it.
 */
export async function jobsReady(): Promise<void> {
  await jobRunner();
}

/** A tutor's weekly hours, each in the zone it was given in (matching's overlap, the hours an accept holds). */
export function tutorWeeklyHours(db: Db, tutorId: number) {
  return db
    .select({
      weekday: tutorAvailability.weekday,
      start_minute: tutorAvailability.startMinute,
      end_minute: tutorAvailability.endMinute,
      time_zone: tutorAvailability.timeZone,
    })
    .from(tutorAvailability)
    .where(eq(tutorAvailability.tutorId, tutorId));
}
