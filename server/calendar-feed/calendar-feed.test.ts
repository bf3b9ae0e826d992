import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import type { DbHandle } from '@/server/db/client';
import { calendarFeeds, classSessions, courses } from '@/server/db/schema';
import { classFixture } from '@/server/classes/test-helpers';
import { tutorAccount } from '@/server/tutor-requests/test-helpers';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

let handle: DbHandle;
let courseId: number;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 4 });
  [{ id: courseId }] = (await handle.db.select({ id: courses.id }).from(courses).limit(1)) as [{ id: number }];
});
afterAll(() => handle.close());

async function student() {
  const mobile = uniqueTestMobile();
  const { token } = await signInByCode(handle.db, mobile);
  return { token, userId: (await findUserByMobile(handle.db, mobile))!.id };
}

/** The feed's path inside the API (`/www/v1/calendar/{token}.ics`) from the address shown once. */
const feedPath = (url: string) => new URL(url).pathname.replace(/^\/api/, '');

describe('the private calendar feed', () => {
  it('shows the address once, serves both sides’ sessions, follows changes, and 404s once revoked', async () => {
    const owner = await student();
    const stranger = await student();
    const tutor = await tutorAccount(handle.db, courseId);
    const day = new Date(Date.now() + 3 * 86_400_000);
    const { sessionIds } = await classFixture(handle.db, {
      studentUserId: owner.userId,
      tutorId: tutor.tutorId,
      sessions: [{ startsAt: day }, { startsAt: new Date(day.getTime() + 7 * 86_400_000) }],
    });
    const { sessionIds: strangers } = await classFixture(handle.db, {
      studentUserId: stranger.userId,
      tutorId: tutor.tutorId,
      sessions: [{ startsAt: new Date(day.getTime() + 3_600_000 * 3) }],
    });

    expect((await callApi('/www/v1/calendar-feed', { token: owner.token })).body.data).toEqual({ active: false, created_at: null });
    const made = await postApi('/www/v1/calendar-feed', {}, { token: owner.token });
    expect(made.status).toBe(201);
    expect(made.body.data.url).toMatch(/\/api\/www\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(made.body.data.webcal_url).toMatch(/^webcal:/);
    const status = (await callApi('/www/v1/calendar-feed', { token: owner.token })).body.data;
    expect(status.active).toBe(true);
    expect(JSON.stringify(status)).not.toContain(feedPath(made.body.data.url).slice(-20, -4));
    // Only the hash is stored.
    const [row] = await handle.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, owner.userId));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const feed = await callApi(feedPath(made.body.data.url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, no-store');
    expect(feed.text).toContain(`UID:class-session-${sessionIds[0]}@`);
    expect(feed.text).toContain(`UID:class-session-${sessionIds[1]}@`);
    expect(feed.text).not.toContain(`UID:class-session-${strangers[0]}@`);

    // A cancellation and a move show on the next poll.
    await handle.db.update(classSessions).set({ state: 'cancelled', version: 1 }).where(eq(classSessions.id, sessionIds[0]!));
    await handle.db.update(classSessions).set({ version: 2 }).where(eq(classSessions.id, sessionIds[1]!));
    const polled = (await callApi(feedPath(made.body.data.url))).text.replace(/\r\n[ \t]/g, '');
    const events = polled.split('BEGIN:VEVENT').slice(1);
    expect(events.find((e) => e.includes(`class-session-${sessionIds[0]}@`))).toMatch(/STATUS:CANCELLED[\s\S]*|SEQUENCE:1/);
    expect(events.find((e) => e.includes(`class-session-${sessionIds[0]}@`))).toContain('STATUS:CANCELLED');
    expect(events.find((e) => e.includes(`class-session-${sessionIds[1]}@`))).toContain('SEQUENCE:2');

    // The tutor's own feed holds both students' sessions.
    const tutorFeed = await postApi('/www/v1/calendar-feed', {}, { token: tutor.token });
    const tutorText = (await callApi(feedPath(tutorFeed.body.data.url))).text;
    expect(tutorText).toContain(`UID:class-session-${strangers[0]}@`);
    expect(tutorText).toContain(`UID:class-session-${sessionIds[1]}@`);

    // A new address retires the old one; revoking answers 404.
    const replaced = await postApi('/www/v1/calendar-feed', {}, { token: owner.token });
    expect((await callApi(feedPath(made.body.data.url))).status).toBe(404);
    expect((await callApi(feedPath(replaced.body.data.url))).status).toBe(200);
    expect((await postApi('/www/v1/calendar-feed/revoke', {}, { token: owner.token })).status).toBe(200);
    const gone = await callApi(feedPath(replaced.body.data.url));
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toContain('application/json');
    expect((await postApi('/www/v1/calendar-feed/revoke', {}, { token: owner.token })).status).toBe(404);
    expect((await callApi('/www/v1/calendar-feed')).status).toBe(401);
  });

  it('follows a reschedule (proposed and accepted) and a cancellation made through the classes service', async () => {
    const owner = await student();
    const tutor = await tutorAccount(handle.db, courseId);
    // 10:00 in Tehran (06:30 UTC), inside the tutor's hours (8–22 Tehran), `days` days ahead.
    const tehranTen = (days: number) => {
      const day = new Date(Date.now() + days * 86_400_000);
      return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 6, 30));
    };
    const {
      sessionIds: [moving, cancelling],
    } = await classFixture(handle.db, {
      studentUserId: owner.userId,
      tutorId: tutor.tutorId,
      sessions: [{ startsAt: tehranTen(3) }, { startsAt: tehranTen(4) }],
    });
    const feed = feedPath((await postApi('/www/v1/calendar-feed', {}, { token: owner.token })).body.data.url);
    const eventOf = async (sessionId: number) => {
      const text = (await callApi(feed)).text.replace(/\r\n[ \t]/g, '');
      const event = text.split('BEGIN:VEVENT').find((e) => e.includes(`UID:class-session-${sessionId}@`))!;
      const field = (name: string) => new RegExp(`\\r\\n${name}(?:;[^:]*)?:([^\\r]*)`).exec(`\r\n${event}`)?.[1];
      return { start: field('DTSTART'), sequence: Number(field('SEQUENCE')), status: field('STATUS') };
    };
    const icsTime = (at: Date) => at.toISOString().replace(/[-:]|\.\d{3}/g, '');
    const before = { moving: await eventOf(moving!), cancelling: await eventOf(cancelling!) };
    expect(before.moving).toMatchObject({ start: icsTime(tehranTen(3)), status: 'CONFIRMED' });
    expect(before.cancelling.status).toBe('CONFIRMED');

    // The tutor proposes a new time and the student accepts it; the student cancels the other lesson.
    const newStart = tehranTen(6);
    const proposal = await postApi(
      `/www/v1/classes/sessions/${moving}/reschedule`,
      { starts_at: newStart.toISOString(), time_zone: 'Asia/Tehran' },
      { token: tutor.token },
    );
    expect(proposal.status, proposal.text).toBe(201);
    const accepted = await postApi(`/www/v1/classes/reschedules/${proposal.body.data.id}/accept`, {}, { token: owner.token });
    expect(accepted.status, accepted.text).toBe(200);
    const cancelled = await postApi(`/www/v1/classes/sessions/${cancelling}/cancel`, {}, { token: owner.token });
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', cancel_rule: 'free' });

    const moved = await eventOf(moving!);
    expect(moved).toMatchObject({ start: icsTime(newStart), status: 'CONFIRMED' });
    expect(moved.sequence).toBeGreaterThan(before.moving.sequence);
    const gone = await eventOf(cancelling!);
    expect(gone.status).toBe('CANCELLED');
    expect(gone.sequence).toBeGreaterThan(before.cancelling.sequence);
  });

  // A path the API refuses as malformed (`%25`, `..`) is a 400 before any route: never a feed, never a 5xx.
  it('never answers a made-up address with anything but 404 or 400 (fuzz)', async () => {
    const token = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      fc.constantFrom('', '..', '%00', 'a'.repeat(43) + '.ICS', 'a'.repeat(43), '%2e%2e%2f'),
    );
    await fc.assert(
      fc.asyncProperty(token, fc.constantFrom('.ics', '', '.ics.ics', '/x'), async (name, suffix) => {
        const answer = await callApi(`/www/v1/calendar/${encodeURIComponent(name.toWellFormed())}${suffix}`);
        expect([400, 404]).toContain(answer.status);
        expect(answer.headers.get('content-type')).toContain('application/json');
        expect(answer.text).not.toMatch(/\n\s+at\s|node_modules/);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
    );
  });
});
