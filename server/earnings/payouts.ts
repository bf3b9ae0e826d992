import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { formatPrice } from '@/lib/format';
import type { PayoutFileFormat, PayoutMethodBody } from '@/lib/schemas/earnings';
import { serverConfig } from '@/server/config';
import type { Db } from '@/server/db/client';
import { payoutMethods, payouts, tutors, users } from '@/server/db/schema';
import { notify } from '@/server/notifications/notify';
import { languageOf } from '@/server/notifications/render';
import { postTransaction, tutorEarningsBalance } from '@/server/payments';
import { now } from '@/server/shared/clock';
import { DomainError } from '@/server/shared/domain-error';
import { logger } from '@/server/observability/logger';
import { tutorIdOfAccount } from '@/server/tutors';
import { pain001Xml, payoutCsv } from './payout-files';
import { type PayoutRail, payoutRailFor } from './payout-rails';

/** The least a tutor may ask to be paid (a bank transfer costs the platform a fixed fee). */
export const PAYOUT_MINIMUM_CENTS = 2_000;

export type PayoutRow = typeof payouts.$inferSelect;

/** The tutor profile the caller teaches as; an account that teaches as nobody has no earnings to pay. */
export async function ownTutorId(db: Db, userId: number): Promise<number> {
  const tutorId = await tutorIdOfAccount(db, userId);
  if (tutorId === null) throw new DomainError('not_found', 'tutor_profile_not_found');
  return tutorId;
}

/** Saves (or replaces) where the caller's payouts go. An open payout keeps the account it was asked for. */
export async function savePayoutMethod(db: Db, userId: number, body: PayoutMethodBody) {
  const tutorId = await ownTutorId(db, userId);
  const values = { tutorId, iban: body.iban, holderName: body.holder_name, updatedAt: new Date() };
  await db.insert(payoutMethods).values(values).onConflictDoUpdate({ target: payoutMethods.tutorId, set: values });
  return { iban: body.iban, holder_name: body.holder_name };
}

/**
 * Asks for everything available, above the minimum, one open request at a time: the money is held
 * in the same transaction (`tutor:<id>` → `tutor_held:<id>`), so it cannot be asked for twice.
 */
export async function requestPayout(db: Db, userId: number): Promise<PayoutRow> {
  const tutorId = await ownTutorId(db, userId);
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    // One request at a time per tutor: the tutor's row is the lock two clicks queue on.
    await tx.execute(sql`select id from tutors where id = ${tutorId} for update`);
    const [open] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.tutorId, tutorId), inArray(payouts.state, ['requested', 'in_batch'])));
    if (open) throw new DomainError('conflict', 'payout_already_open');
    const [method] = await tx.select().from(payoutMethods).where(eq(payoutMethods.tutorId, tutorId));
    if (!method) throw new DomainError('invalid', 'payout_method_missing');
    const available = await tutorEarningsBalance(tx, tutorId);
    if (available < PAYOUT_MINIMUM_CENTS) throw new DomainError('invalid', 'payout_below_minimum', { min: PAYOUT_MINIMUM_CENTS / 100 });
    const [payout] = await tx.insert(payouts).values({ tutorId, amountCents: available, iban: method.iban, holderName: method.holderName }).returning();
    await postTransaction(tx, {
      kind: 'payout_hold',
      idempotencyKey: `payout:${payout!.id}:hold`,
      legs: [
        { account: { tutor: tutorId }, amountCents: -available },
        { account: { tutorHeld: tutorId }, amountCents: available },
      ],
      memo: { tutor_id: tutorId, payout_id: payout!.id },
    });
    return payout!;
  });
}

/** The payouts the earnings page lists; a month's statement reads all of its month's. */
const PAYOUTS_LISTED = 50;

/**
 * The caller's payouts, newest first, and where they go: the newest, or every one asked for inside
 * `window` (a month's statement: a later payout must not push its month's out of it).
 */
export async function payoutsOf(db: Db, tutorId: number, window?: { from: Date; to: Date }) {
  const [method] = await db.select().from(payoutMethods).where(eq(payoutMethods.tutorId, tutorId));
  const inWindow = window ? and(gte(payouts.requestedAt, window.from), lt(payouts.requestedAt, window.to)) : undefined;
  const query = db
    .select()
    .from(payouts)
    .where(and(eq(payouts.tutorId, tutorId), inWindow))
    .orderBy(desc(payouts.id));
  const list = await (window ? query : query.limit(PAYOUTS_LISTED));
  return { method: method ?? null, list };
}

/**
 * The operator takes every requested payout into one batch for the bank: their state moves to
 * `in_batch` under one id, whose file (batchFile) the operator uploads to the bank.
 */
export async function batchPayouts(
  db: Db,
  operatorId: number,
  rail: PayoutRail = payoutRailFor(serverConfig().payouts),
): Promise<{ batch_id: string | null; count: number; total_cents: number }> {
  const batchId = `B-${new Date().toISOString().slice(0, 10)}-${randomUUID().slice(0, 8)}`;
  const taken = await db.update(payouts).set({ state: 'in_batch', batchId, settledBy: operatorId }).where(eq(payouts.state, 'requested')).returning();
  for (const payout of taken) await sendByRail(db, operatorId, payout, rail);
  return { batch_id: taken.length ? batchId : null, count: taken.length, total_cents: taken.reduce((sum, p) => sum + p.amountCents, 0) };
}

/**
 * A rail that answers at once (Stripe Connect) settles the payout as the bank's answer would; the
 * bank file's answer waits for the operator. A rail that throws (its service unreachable) leaves the
 * payout in the batch: sending again uses the same idempotency key, so it moves the money once.
 */
async function sendByRail(db: Db, operatorId: number, payout: PayoutRow, rail: PayoutRail): Promise<void> {
  const [method] = await db.select({ account: payoutMethods.stripeAccountId }).from(payoutMethods).where(eq(payoutMethods.tutorId, payout.tutorId));
  let outcome;
  try {
    outcome = await rail.send({
      payoutId: payout.id,
      batchId: payout.batchId!,
      amountCents: payout.amountCents,
      currency: payout.currency,
      connectedAccountId: method?.account ?? null,
    });
  } catch (error) {
    logger().error({ err: error, payout: payout.id, rail: rail.name }, 'payouts: the rail did not answer; the payout stays in its batch');
    return;
  }
  if (outcome.status === 'awaiting_bank') return;
  await settlePayout(db, operatorId, payout.id, outcome.status === 'paid' ? { paid: true } : { paid: false, reason: outcome.reason });
}

/** A batch's file for the bank (again, if needed): the CSV, or the SEPA credit transfer file (pain.001) debiting PAYOUT_DEBTOR_*. */
export async function batchFile(db: Db, batchId: string, format: PayoutFileFormat): Promise<{ body: string; contentType: string; extension: string }> {
  const rows = await db.select().from(payouts).where(eq(payouts.batchId, batchId)).orderBy(payouts.id);
  if (!rows.length) throw new DomainError('not_found', 'payout_batch_not_found');
  if (format === 'csv') return { body: payoutCsv(rows), contentType: 'text/csv; charset=utf-8', extension: 'csv' };
  const body = pain001Xml({ batchId, createdAt: now(), debtor: serverConfig().payouts.debtor, payouts: rows });
  return { body, contentType: 'application/xml; charset=utf-8', extension: 'xml' };
}

/**
 * The bank's answer for a payout in a batch: `paid` sends the held money out of the ledger,
 * `failed` (with the bank's reason) makes it available again. Each once: a second answer is a 409.
 */
export async function settlePayout(
  db: Db,
  operatorId: number,
  payoutId: number,
  outcome: { paid: true } | { paid: false; reason: string },
): Promise<PayoutRow> {
  const settled = await recordBankAnswer(db, operatorId, payoutId, outcome);
  await tellTutor(db, settled);
  return settled;
}

/** The tutor hears of the bank's answer once, in their language, with a link to their earnings. */
async function tellTutor(db: Db, payout: PayoutRow): Promise<void> {
  const [owner] = await db
    .select({ userId: tutors.userId, locale: users.locale })
    .from(tutors)
    .innerJoin(users, eq(users.id, tutors.userId))
    .where(eq(tutors.id, payout.tutorId));
  if (!owner?.userId) return;
  await notify(db, {
    template: payout.state === 'paid' ? 'payout-paid' : 'payout-failed',
    userId: owner.userId,
    eventKey: `payout:${payout.id}:${payout.state}`,
    params: { amount: formatPrice(payout.amountCents, languageOf(owner.locale)), iban: payout.iban.slice(-4), reason: payout.failureReason ?? '' },
    linkPath: '/dashboard/earnings',
  });
}

async function recordBankAnswer(db: Db, operatorId: number, payoutId: number, outcome: { paid: true } | { paid: false; reason: string }): Promise<PayoutRow> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
    if (!payout) throw new DomainError('not_found', 'payout_not_found');
    if (payout.state !== 'in_batch') throw new DomainError('conflict', 'payout_wrong_state');
    const [settled] = await tx
      .update(payouts)
      .set({ state: outcome.paid ? 'paid' : 'failed', failureReason: outcome.paid ? null : outcome.reason, settledAt: new Date(), settledBy: operatorId })
      .where(eq(payouts.id, payoutId))
      .returning();
    await postTransaction(tx, {
      kind: outcome.paid ? 'payout_paid' : 'payout_failed',
      idempotencyKey: `payout:${payoutId}:${outcome.paid ? 'paid' : 'failed'}`,
      legs: [
        { account: { tutorHeld: payout.tutorId }, amountCents: -payout.amountCents },
        outcome.paid
          ? { account: { system: 'payouts' }, amountCents: payout.amountCents }
          : { account: { tutor: payout.tutorId }, amountCents: payout.amountCents },
      ],
      memo: { tutor_id: payout.tutorId, payout_id: payoutId, ...(outcome.paid ? {} : { reason: outcome.reason }) },
    });
    return settled!;
  });
}
