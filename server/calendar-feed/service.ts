import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { CalendarFeedStatus, NewCalendarFeed } from '@/lib/schemas/calendar-feed';
import { SITE_URL } from '@/lib/seo.server';
import type { Db } from '@/server/db/client';
import { calendarFeeds, classes, classSessions, tutors, users } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { type FeedEvent, renderCalendar } from './ics';

export const FEED_PATH = '/api/www/v1/calendar';
/** Past sessions kept in the feed (older ones stay in the calendars that already have them). */
const PAST_DAYS = 90;
const MAX_EVENTS = 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function feedStatus(db: Db, userId: number): Promise<CalendarFeedStatus> {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .orderBy(desc(calendarFeeds.id))
    .limit(1);
  return { active: Boolean(feed), created_at: feed?.createdAt.toISOString() ?? null };
}

/** A new private address (the previous one stops working): the token is returned once, only its hash stored. */
export async function createFeed(db: Db, userId: number): Promise<NewCalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  const row = await db.transaction(async (tx) => {
    await tx
      .update(calendarFeeds)
      .set({ revokedAt: new Date() })
      .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
    const [created] = await tx
      .insert(calendarFeeds)
      .values({ userId, tokenHash: hashToken(token) })
      .returning();
    return created!;
  });
  const url = `${SITE_URL}${FEED_PATH}/${token}.ics`;
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:'), created_at: row.createdAt.toISOString() };
}

/** Revokes the address: it answers 404 from now on. */
export async function revokeFeed(db: Db, userId: number): Promise<CalendarFeedStatus> {
  const revoked = await db
    .update(calendarFeeds)
    .set({ revokedAt: new Date() })
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  if (!revoked.length) throw new DomainError('not_found', 'calendar_feed_not_found');
  return { active: false, created_at: null };
}

/** The feed behind a token: the owner's sessions as a student and as a tutor, or null (unknown or revoked). */
export async function feedCalendar(db: Db, token: string, now: Date = new Date()): Promise<string | null> {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, locale: users.locale, timeZone: users.timeZone })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), isNull(calendarFeeds.revokedAt)));
  if (!feed) return null;
  const [tutor] = await db.select({ id: tutors.id }).from(tutors).where(eq(tutors.userId, feed.userId));
  const student = users;
  const rows = await db
    .select({
      id: classSessions.id,
      classId: classSessions.classId,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      state: classSessions.state,
      version: classSessions.version,
      updatedAt: classSessions.updatedAt,
      mode: classes.teachingMode,
      studentUserId: classes.studentUserId,
      studentName: student.fullName,
      tutorName: tutors.fullName,
    })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .innerJoin(tutors, eq(tutors.id, classes.tutorId))
    .innerJoin(student, eq(student.id, classes.studentUserId))
    .where(
      and(
        gte(classSessions.startsAt, new Date(now.getTime() - PAST_DAYS * 86_400_000)),
        or(eq(classes.studentUserId, feed.userId), tutor ? inArray(classes.tutorId, [tutor.id]) : undefined),
      ),
    )
    .orderBy(classSessions.startsAt)
    .limit(MAX_EVENTS);
  const events: FeedEvent[] = rows.map((row) => {
    const asStudent = row.studentUserId === feed.userId;
    return {
      sessionId: row.id,
      classId: row.classId,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      cancelled: row.state === 'cancelled',
      sequence: row.version,
      updatedAt: row.updatedAt,
      online: row.mode === 'online',
      withName: (asStudent ? row.tutorName : row.studentName) ?? '',
      role: asStudent ? 'student' : 'tutor',
    };
  });
  return renderCalendar(events, { locale: feed.locale, timeZone: feed.timeZone, siteUrl: SITE_URL });
}
