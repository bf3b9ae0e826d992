import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessApi } from '@/server/api/in-process';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import type { DbHandle } from '@/server/db/client';
import { tutorCourses } from '@/server/db/schema';
import { tutorAccount } from '@/server/tutor-requests/test-helpers';
import { postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

/**
 * The message stream (Server-Sent Events, left out of server/api/fuzz.test.ts because a good
 * request never ends): generated ids, queries and Last-Event-ID headers, with and without a
 * session — never a 5xx or a stack; refusals in the API's JSON error shape; a stream only for the
 * thread's own people and a well-formed resume point.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const STACK = [/\n\s+at\s/, /node_modules/, /\.tsx?:\d+/];

let handle: DbHandle;
let token: string;
let own: number;

beforeAll(async () => {
  handle = await setupTestDb({ tutors: 2 });
  const [course] = await handle.db.select({ id: tutorCourses.courseId }).from(tutorCourses).limit(1);
  const tutor = await tutorAccount(handle.db, course!.id);
  token = (await signInByCode(handle.db, uniqueTestMobile())).token;
  own = (await postApi('/www/v1/conversations', { tutor: tutor.username, message: 'Hello' }, { token })).body.data.id;
});
afterAll(() => handle.close());

const odd = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('', '0', '-1', '01', '1e3', '99999999999999999999', 'NaN', '%ff', '../..', '\u0000', '1 '),
  fc.integer({ min: 0, max: 2_147_483_647 }).map(String),
);
const enc = (text: string) => encodeURIComponent(text.toWellFormed());

describe('GET /www/v1/conversations/:id/stream under generated input', () => {
  it('answers a stream or a 4xx in the error shape, never a 5xx', async () => {
    const app = await inProcessApi();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant('__own__'),
          odd.map((s) => enc(s) || 'x'),
        ),
        fc.array(fc.tuple(fc.constantFrom('after', 'x', 'last-event-id'), odd), { maxLength: 3 }),
        fc.option(odd.filter((s) => /^[\t\x20-\x7e]*$/.test(s))),
        fc.constantFrom('own', 'none', 'junk'),
        async (id, query, lastEventId, auth) => {
          const path = `/api/www/v1/conversations/${id === '__own__' ? own : id}/stream${query.length ? `?${query.map(([k, v]) => `${k}=${enc(v)}`).join('&')}` : ''}`;
          const headers = new Headers();
          if (auth !== 'none') headers.set('authorization', `Bearer ${auth === 'own' ? token : 'junk'}`);
          if (lastEventId !== null) headers.set('last-event-id', lastEventId);
          const answer = await app.fetch(new Request(`http://localhost${path}`, { headers }));
          const explain = `${path} last-event-id=${JSON.stringify(lastEventId)} auth=${auth} → ${answer.status}`;
          if (answer.status === 200) {
            await answer.body?.cancel();
            expect(answer.headers.get('content-type'), explain).toMatch(/^text\/event-stream/);
            expect(auth, explain).toBe('own');
            return;
          }
          const text = await answer.text();
          expect(answer.status, `${explain} ${text}`).toBeGreaterThanOrEqual(400);
          expect(answer.status, `${explain} ${text}`).toBeLessThan(500);
          expect(answer.headers.get('content-type'), explain).toContain('application/json');
          expect(
            STACK.some((pattern) => pattern.test(text)),
            `${explain} ${text}`,
          ).toBe(false);
          expect(JSON.parse(text)).toMatchObject({ status: 'ERROR', message: expect.any(String) });
        },
      ),
      { numRuns: RUNS * 3 },
    );
  });
});
