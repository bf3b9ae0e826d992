import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { sessions, verificationCodes } from '@/server/db/schema';
import { appJobs } from '@/server/app/jobs';
import { setupTestDb } from '@/tests/db';
import { purgeAuthRecordsJob } from './jobs';
import { purgeExpiredAuthRecords } from './purge';
import { findOrCreateUser } from './users';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 0 });
});
afterAll(async () => handle.close());

// New for every run: the PostgreSQL pass may meet rows of an earlier one.
const mobile = `+98912199${String(Date.now() % 10_000).padStart(4, '0')}`;
const daysFromNow = (days: number) => sql`now() + make_interval(days => ${days})`;

describe('purging expired sign-in records (the daily auth.purge-expired job)', () => {
  it('deletes sessions and codes dead for more than 30 days, keeps the rest, and a second run finds nothing', async () => {
    const { db } = handle;
    const { user } = await findOrCreateUser(db, mobile, 'WEBSITE_LOGIN', null);
    const session = (tag: string, expires: number, revoked?: number) => ({
      userId: user.id,
      tokenHash: `${tag}-${user.id}-${mobile}`.padEnd(64, '0'),
      authOrigin: 'WEBSITE_LOGIN',
      expiresAt: daysFromNow(expires),
      revokedAt: revoked === undefined ? null : daysFromNow(revoked),
    });
    await db
      .insert(sessions)
      .values([
        session('long-expired', -40),
        session('recently-expired', -10),
        session('live', 20),
        session('long-revoked', 5, -31),
        session('recently-revoked', 5, -2),
      ] as never);
    const code = (expires: number) => ({ mobile, codeHash: 'x'.repeat(64), sendMethod: 'SMS', expiresAt: daysFromNow(expires) });
    await db.insert(verificationCodes).values([code(-45), code(-1)] as never);

    expect(await purgeAuthRecordsJob.handler(db, {}, { id: 'test', retryCount: 0, signal: new AbortController().signal })).toMatchObject({
      sessions: 2,
      verificationCodes: 1,
    });
    const left = await db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((row) => row.tokenHash.split('-')[0]).sort()).toEqual(['live', 'recently', 'recently']);
    expect(await db.select().from(verificationCodes).where(eq(verificationCodes.mobile, mobile))).toHaveLength(1);

    expect(await purgeExpiredAuthRecords(db)).toEqual({ sessions: 0, verificationCodes: 0, shortcutLinks: 0, setPasswordGrants: 0 });
  });

  it('runs every day from the app catalog', () => {
    expect(appJobs().map((job) => job.name)).toContain('auth.purge-expired');
    expect(purgeAuthRecordsJob.schedule?.cron).toBe('17 3 * * *');
  });
});
