import { randomBytes } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { classes, classSessions, tutorRequests } from '@/server/db/schema';

export interface FixtureSession {
  startsAt: Date;
  minutes?: number;
  state?: 'scheduled' | 'held' | 'confirmed' | 'disputed' | 'student_absent' | 'tutor_absent' | 'cancelled';
}

export interface FixtureClass {
  studentUserId: number;
  tutorId: number;
  mode?: 'online' | 'in_person';
  timeZone?: string;
  priceCents?: number;
  state?: 'active' | 'ended';
  sessions?: FixtureSession[];
}

/**
 * A paid class with sessions, written straight to the tables (the classes core makes real ones
 * from a prepayment): the one fixture for the tests and the e2e fixture routes of the features
 * built on classes (billing, reviews, reminders, the calendar feed, conversations).
 */
export async function classFixture(db: Db, input: FixtureClass): Promise<{ classId: number; sessionIds: number[] }> {
  const [request] = await db
    .insert(tutorRequests)
    .values({ userId: input.studentUserId, tutorId: input.tutorId, origin: 'profile', state: 'prepaid', teachingMode: input.mode ?? 'online' })
    .returning({ id: tutorRequests.id });
  const [made] = await db
    .insert(classes)
    .values({
      requestId: request!.id,
      studentUserId: input.studentUserId,
      tutorId: input.tutorId,
      teachingMode: input.mode ?? 'online',
      sessionMinutes: 60,
      unitPriceCents: input.priceCents ?? 2500,
      state: input.state ?? 'active',
      timeZone: input.timeZone ?? 'Europe/Berlin',
      weeklyTimes: [],
      roomKey: randomBytes(24).toString('base64url'),
    })
    .returning({ id: classes.id });
  const sessionIds: number[] = [];
  for (const session of input.sessions ?? []) {
    const [row] = await db
      .insert(classSessions)
      .values({
        classId: made!.id,
        tutorId: input.tutorId,
        startsAt: session.startsAt,
        endsAt: new Date(session.startsAt.getTime() + (session.minutes ?? 60) * 60_000),
        timeZone: input.timeZone ?? 'Europe/Berlin',
        state: session.state ?? 'scheduled',
        heldAt: session.state === 'held' || session.state === 'confirmed' ? new Date(session.startsAt.getTime() + (session.minutes ?? 60) * 60_000) : null,
      })
      .returning({ id: classSessions.id });
    sessionIds.push(row!.id);
  }
  return { classId: made!.id, sessionIds };
}
