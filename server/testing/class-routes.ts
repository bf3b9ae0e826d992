import { Hono } from 'hono';
import { sessionTokenOf } from '@/server/auth/http';
import { uniqueTestMobile } from '@/server/auth/test-helpers';
import { defineRoute } from '@/server/api/define-route';
import { postTransaction } from '@/server/payments/ledger';
import type { Db } from '@/server/db/client';
import { callApi, postApi } from '@/server/testing/call-api';
import { submittedRequest, tutorAccount, mostTaughtCourseId } from '@/server/tutor-requests/test-helpers';
import { classFixture } from '@/server/classes/test-helpers';
import { classSessions, users } from '@/server/db/schema';
import { eq } from 'drizzle-orm';

/**
 * Test-only (TEST_ROUTES=1): the caller's request for a freshly made tutor who teaches from
 * Europe/Berlin (8:00–22:00 every day, 20 EUR an hour), accepted and chosen, its prepayment's worth
 * in the caller's wallet: what issue 17's journey reaches, so the classes spec starts at paying.
 * Answers the request, its invoice and the tutor's session token.
 */
export const classTestRoutes = new Hono()
  .post(
    '/classes/awaiting-prepayment',
    defineRoute({ access: 'user' }, async ({ db, c, user }) => {
      const token = sessionTokenOf(c)!;
      const courseId = await mostTaughtCourseId(db);
      const tutor = await tutorAccount(db, courseId, { priceCents: 2000, zone: 'Europe/Berlin' });
      const id = await submittedRequest(token, courseId, { tutor: tutor.username });
      const offers = await callApi('/www/v1/teacher/offers', { token: tutor.token });
      const offer = (offers.body.data.offers as { request_id: number; offer_id: number }[]).find((o) => o.request_id === id)!;
      await postApi(`/www/v1/teacher/offers/${offer.offer_id}/accept`, {}, { token: tutor.token });
      await postApi(`/www/v1/tutor-request/${id}/choose`, { offer_id: offer.offer_id }, { token });
      const invoice = await postApi(`/www/v1/invoice/for/tutor_request_prepayment/${id}`, {}, { token });
      const cents = invoice.body.data.total_cents as number;
      await db.transaction((tx) =>
        postTransaction(tx as unknown as Db, {
          kind: 'bonus',
          idempotencyKey: `test-class-fund:${user.id}:${id}`,
          userId: user.id,
          legs: [
            { account: { system: 'sales' }, amountCents: -cents },
            { account: { wallet: user.id }, amountCents: cents },
          ],
        }),
      );
      return { request_id: id, invoice: invoice.body.data.id as string, tutor_token: tutor.token };
    }),
  )
  /**
   * The caller's class with a fresh tutor and one lesson yesterday that the caller disputed (with a
   * reason): what the operator console's dispute decision starts from. Answers the class, the
   * session and the tutor's session token.
   */
  .post(
    '/classes/disputed',
    defineRoute({ access: 'user' }, async ({ db, user }) => {
      const tutor = await tutorAccount(db, await mostTaughtCourseId(db), { priceCents: 2000, zone: 'Europe/Berlin' });
      const yesterday = new Date(Date.now() - 26 * 3_600_000);
      const { classId, sessionIds } = await classFixture(db, {
        studentUserId: user.id,
        tutorId: tutor.tutorId,
        sessions: [{ startsAt: yesterday, state: 'disputed' }],
      });
      await db.update(classSessions).set({ reason: 'The tutor left after ten minutes.' }).where(eq(classSessions.id, sessionIds[0]!));
      return { class_id: classId, session_id: sessionIds[0]!, tutor_token: tutor.token };
    }),
  )
  /** A fresh tutor who teaches 23 classes (the newest two ended), to page through their classes. Answers their session token. */
  .post(
    '/classes/busy-tutor',
    defineRoute({ access: 'public' }, async ({ db }) => {
      const courseId = await mostTaughtCourseId(db);
      const tutor = await tutorAccount(db, courseId, { fresh: true });
      for (let i = 0; i < 23; i++) {
        const [student] = await db
          .insert(users)
          .values({ mobile: uniqueTestMobile(), fullName: `Student ${i + 1}`, registeredVia: 'WEBSITE_LOGIN' })
          .returning({ id: users.id });
        await classFixture(db, { studentUserId: student!.id, tutorId: tutor.tutorId, state: i >= 21 ? 'ended' : 'active' });
      }
      return { token: tutor.token };
    }),
  );
