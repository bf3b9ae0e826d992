import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrCreateUser } from '@/server/auth/users';
import { uniqueTestMobile } from '@/server/auth/test-helpers';
import type { Db, DbHandle } from '@/server/db/client';
import { classSessions, classes, tutorRequests, tutors } from '@/server/db/schema';
import { postTransaction } from '@/server/payments';
import { setupTestDb } from '@/tests/db';
import { classBalance } from './index';

/** Migration 0013 (issue 30): what the database itself guarantees, on PGlite and PostgreSQL alike. */
let handle: DbHandle;
let db: Db;
let tutorId: number;
let classId: number;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 2 });
  db = handle.db;
  const userId = (await findOrCreateUser(db, uniqueTestMobile(), 'WEBSITE_LOGIN', null)).user.id;
  [{ id: tutorId }] = (await db.select({ id: tutors.id }).from(tutors).limit(1)) as [{ id: number }];
  const [request] = await db.insert(tutorRequests).values({ userId, tutorId, origin: 'profile' }).returning({ id: tutorRequests.id });
  const [made] = await db
    .insert(classes)
    .values({
      requestId: request!.id,
      studentUserId: userId,
      tutorId,
      teachingMode: 'online',
      sessionMinutes: 60,
      unitPriceCents: 2000,
      timeZone: 'Asia/Tehran',
      weeklyTimes: [{ weekday: 1, start_minute: 600, end_minute: 660 }],
      roomKey: 'k'.repeat(40),
    })
    .returning({ id: classes.id });
  classId = made!.id;
});
afterAll(() => handle.close());

const at = (iso: string) => new Date(iso);
const session = (startsAt: string, endsAt: string, state = 'scheduled') =>
  db
    .insert(classSessions)
    .values({ classId, tutorId, startsAt: at(startsAt), endsAt: at(endsAt), timeZone: 'Asia/Tehran', state })
    .returning({ id: classSessions.id });

const sqlState = (error: unknown): string | undefined => {
  let e = error as { code?: string; cause?: unknown } | undefined;
  while (e && !e.code) e = e.cause as typeof e;
  return e?.code;
};

describe('class sessions in the database', () => {
  it('refuses two live sessions of one tutor that overlap (23P01), and takes adjacent ones', async () => {
    await session('2030-01-07T10:00:00Z', '2030-01-07T11:00:00Z');
    const clash = await session('2030-01-07T10:30:00Z', '2030-01-07T11:30:00Z').catch((error: unknown) => error);
    expect(sqlState(clash)).toBe('23P01');
    await expect(session('2030-01-07T11:00:00Z', '2030-01-07T12:00:00Z')).resolves.toHaveLength(1);
  });

  it('lets a cancelled session give its time to another', async () => {
    const [first] = await session('2030-02-04T10:00:00Z', '2030-02-04T11:00:00Z');
    await db.update(classSessions).set({ state: 'cancelled' }).where(eq(classSessions.id, first!.id));
    await expect(session('2030-02-04T10:00:00Z', '2030-02-04T11:00:00Z')).resolves.toHaveLength(1);
    const back = await db
      .update(classSessions)
      .set({ state: 'scheduled' })
      .where(eq(classSessions.id, first!.id))
      .catch((error: unknown) => error);
    expect(sqlState(back)).toBe('23P01');
  });

  it('refuses a session that ends before it starts and an unknown state', async () => {
    expect(sqlState(await session('2030-03-04T10:00:00Z', '2030-03-04T09:00:00Z').catch((e: unknown) => e))).toBe('23514');
    expect(sqlState(await session('2030-03-05T10:00:00Z', '2030-03-05T11:00:00Z', 'lost').catch((e: unknown) => e))).toBe('23514');
  });
});

describe("a class's ledger account", () => {
  it('starts at 0, may go below zero (the student owes), and is the sum of its entries', async () => {
    expect(await classBalance(db, classId)).toBe(0);
    const post = (key: string, cents: number) =>
      db.transaction((tx) =>
        postTransaction(tx as unknown as Db, {
          kind: cents > 0 ? 'class_credit' : 'session_charge',
          idempotencyKey: key,
          legs: [
            { account: { class: classId }, amountCents: cents },
            { account: { system: 'sales' }, amountCents: -cents },
          ],
        }),
      );
    await post(`test:class:${classId}:in`, 4000);
    await post(`test:class:${classId}:s1`, -2000);
    await post(`test:class:${classId}:s2`, -2000);
    await post(`test:class:${classId}:s3`, -2000);
    await post(`test:class:${classId}:s3`, -2000);
    expect(await classBalance(db, classId)).toBe(-2000);
    const rows = await db.execute(sql`select kind, user_id from ledger_accounts where key = ${`class:${classId}`}`);
    expect((rows as unknown as { rows: { kind: string; user_id: number | null }[] }).rows[0]).toEqual({ kind: 'class', user_id: null });
  });
});
