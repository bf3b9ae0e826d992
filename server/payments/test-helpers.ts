import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { tutorRequestOffers } from '@/server/db/schema';
import { callApi, postApi } from '@/tests/api';
import { postTransaction } from './ledger';

/** Money put in a wallet for a test (a bonus from sales, balanced like every movement). */
export async function fundWallet(db: Db, userId: number, cents: number) {
  await db.transaction((tx) =>
    postTransaction(tx as unknown as Db, {
      kind: 'bonus',
      idempotencyKey: `test-fund:${userId}:${Math.random()}`,
      userId,
      legs: [
        { account: { system: 'sales' }, amountCents: -cents },
        { account: { wallet: userId }, amountCents: cents },
      ],
    }),
  );
}

/**
 * Starts paying an invoice online and stops on the sandbox's page, the payer's choice not yet made:
 * answers `choose`, which makes it and answers the callback address (API-relative) the gateway sends back.
 * `started` is the start's answer when it did not lead to the gateway (e.g. a 409).
 */
export async function openAtSandbox(token: string, invoice: string, options: { wallet?: boolean; locale?: string } = {}) {
  const start = await callApi(`/www/v1/invoice/${invoice}/online-payment?wallet=${options.wallet ? 1 : 0}`, { token, locale: options.locale });
  const location = start.headers.get('location');
  if (start.status !== 303 || !location?.includes('/sandbox-gateway/pay/')) return { started: start, choose: null };
  const path = new URL(location).pathname.replace(/^\/api/, '');
  const choose = async (choice: 'pay' | 'decline' | 'cancel') => {
    const formToken = /name="token" value="([0-9a-f]+)"/.exec((await callApi(path)).text)![1]!;
    const chosen = await callApi(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ choice, token: formToken }).toString(),
    });
    const back = new URL(chosen.headers.get('location')!);
    return `${back.pathname.replace(/^\/api/, '')}${back.search}`;
  };
  return { started: start, choose, path };
}

/**
 * A course no tutor with an account teaches yet: a scenario's own, so matching meets only the
 * tutors it makes (also on the PostgreSQL pass, where earlier files' tutors stay).
 */
export async function quietCourse(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select c.id from courses c where not exists (select 1 from tutor_courses tc join tutors t on t.id = tc.tutor_id where tc.course_id = c.id and t.user_id is not null) order by c.id limit 1`,
  );
  const row = (result as unknown as { rows: { id: number }[] }).rows[0];
  if (!row) throw new Error('no course left that no tutor with an account teaches');
  return row.id;
}

/** The tutor's offer on a request (the latest one), or undefined. */
export async function offerFor(db: Db, requestId: number, tutorId: number) {
  const [offer] = await db
    .select({ id: tutorRequestOffers.id, state: tutorRequestOffers.state })
    .from(tutorRequestOffers)
    .where(and(eq(tutorRequestOffers.requestId, requestId), eq(tutorRequestOffers.tutorId, tutorId)))
    .orderBy(sql`${tutorRequestOffers.id} desc`)
    .limit(1);
  return offer;
}

/** The tutor says yes to their offer on the request and the student chooses them. */
export async function acceptAndChoose(db: Db, student: string, requestId: number, tutor: { token: string; tutorId: number }) {
  const offer = await offerFor(db, requestId, tutor.tutorId);
  if (!offer) throw new Error(`tutor ${tutor.tutorId} has no offer on request ${requestId}`);
  const accepted = await postApi(`/www/v1/teacher/offers/${offer.id}/accept`, {}, { token: tutor.token });
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${accepted.text}`);
  const chosen = await postApi(`/www/v1/tutor-request/${requestId}/choose`, { offer_id: offer.id }, { token: student });
  if (chosen.status !== 200) throw new Error(`choose: ${chosen.status} ${chosen.text}`);
  return chosen.body.data;
}
