import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  CLASS_BILL,
  CLASS_DEPOSIT,
  CLASS_PACK,
  type BillStart,
  type ClassMoneyView,
  DEPOSIT_LIMITS,
  PACK_OFFERS,
  PACK_VALID_DAYS,
  type PackSize,
  type PackView,
} from '@/lib/schemas/class-billing';
import { billPath } from '@/lib/payments/paths';
import { classBalance } from '@/server/classes';
import type { Db } from '@/server/db/client';
import { together } from '@/server/db/together';
import { classes, classPurchases, tutors } from '@/server/db/schema';
import { levelOf } from '@/server/loyalty';
import { accountEntries, invoiceForSubject } from '@/server/payments';
import { DomainError } from '@/server/shared/domain-error';
import { packPrice, packsLeft } from './pack-usage';

/**
 * A class's money (docs/decisions.md "Class bills, deposits and packs"): every figure is read from
 * the class's ledger account (`class:<id>`: positive prepaid, negative owed); the purchases' rows say
 * only what was bought and a pack's validity.
 */

export type PurchaseRow = typeof classPurchases.$inferSelect;

export const classAccountKey = (classId: number) => `class:${classId}`;

interface ClassFacts {
  id: number;
  studentUserId: number;
  unitPriceCents: number;
  active: boolean;
  tutorName: string;
  tutorNameEn: string | null;
}

async function classFacts(db: Db, classId: number, lock = false): Promise<ClassFacts | undefined> {
  const query = db
    .select({
      id: classes.id,
      studentUserId: classes.studentUserId,
      unitPriceCents: classes.unitPriceCents,
      state: classes.state,
      tutorName: tutors.fullName,
      tutorNameEn: tutors.fullNameEn,
    })
    .from(classes)
    .innerJoin(tutors, eq(tutors.id, classes.tutorId))
    .where(eq(classes.id, classId));
  const [row] = lock ? await query.for('update', { of: classes }) : await query;
  return row
    ? {
        id: row.id,
        studentUserId: row.studentUserId,
        unitPriceCents: row.unitPriceCents,
        active: row.state === 'active',
        tutorName: row.tutorName,
        tutorNameEn: row.tutorNameEn,
      }
    : undefined;
}

/** The caller's class (someone else's, or none: 404). */
export async function studentClass(db: Db, userId: number, classId: number, lock = false): Promise<ClassFacts> {
  const found = await classFacts(db, classId, lock);
  if (!found || found.studentUserId !== userId) throw new DomainError('not_found', 'class_not_found');
  return found;
}

export interface PackMoney {
  id: number;
  sessions: number;
  percent: number;
  paidCents: number;
  valueCents: number;
  leftCents: number;
  sessionsLeft: number;
  paidAt: Date;
  expiresAt: Date;
  settledAt: Date | null;
  returnedCents: number | null;
}

/**
 * What paid for sessions: the class's session charges (not money refunded out of it, nor a pack's
 * own return), less the charges an operator undid (each cancels the latest earlier charge of its
 * amount, so the pack that paid for it has the session again).
 */
function sessionDraws(entries: { kind: string; amountCents: number; at: Date }[]): { at: Date; amountCents: number }[] {
  const draws: { at: Date; amountCents: number }[] = [];
  for (const entry of entries) {
    if (entry.kind === 'session_charge' && entry.amountCents < 0) draws.push({ at: entry.at, amountCents: -entry.amountCents });
    if (entry.kind === 'charge_undone' && entry.amountCents > 0) {
      const undone = draws.findLastIndex((draw) => draw.amountCents === entry.amountCents);
      if (undone >= 0) draws.splice(undone, 1);
    }
  }
  return draws;
}

/** What the class's packs still hold of its account: the unused value of every pack not yet settled at expiry. */
export async function unusedPackCents(db: Db, classId: number): Promise<number> {
  return (await packsOf(db, classId)).filter((pack) => !pack.settledAt).reduce((sum, pack) => sum + pack.leftCents, 0);
}

/** The class's paid packs and what is left of each (./pack-usage.ts), oldest first. */
export async function packsOf(db: Db, classId: number): Promise<PackMoney[]> {
  const rows = await db
    .select()
    .from(classPurchases)
    .where(and(eq(classPurchases.classId, classId), eq(classPurchases.kind, 'pack'), sql`${classPurchases.paidAt} is not null`))
    .orderBy(asc(classPurchases.id));
  if (!rows.length) return [];
  const entries = await accountEntries(db, classAccountKey(classId));
  const draws = sessionDraws(entries);
  const lots = rows.map((row) => ({ id: row.id, valueCents: row.sessions! * row.unitPriceCents, paidAt: row.paidAt!, expiresAt: row.expiresAt! }));
  const left = packsLeft(lots, draws);
  return rows.map((row) => {
    const price = packPrice(row.unitPriceCents, row.sessions!, row.percent);
    const leftCents = left.get(row.id) ?? 0;
    return {
      id: row.id,
      sessions: row.sessions!,
      percent: row.percent,
      paidCents: price.priceCents,
      valueCents: price.valueCents,
      leftCents,
      sessionsLeft: Math.floor(leftCents / row.unitPriceCents),
      paidAt: row.paidAt!,
      expiresAt: row.expiresAt!,
      settledAt: row.settledAt,
      returnedCents: row.returnedCents,
    };
  });
}

export interface ClassMoney {
  balanceCents: number;
  prepaidCents: number;
  prepaidSessions: number;
  owedCents: number;
  packs: PackMoney[];
}

/**
 * What the class page shows: prepaid (money and whole sessions at the class's price), owed, and its
 * packs with their expiry, all from the ledger. For the classes feature's class page.
 */
export async function classMoney(db: Db, classId: number): Promise<ClassMoney> {
  const facts = await classFacts(db, classId);
  if (!facts) throw new DomainError('not_found', 'class_not_found');
  const [balanceCents, packs] = await together(db, [() => classBalance(db, classId), () => packsOf(db, classId)]);
  const prepaidCents = Math.max(0, balanceCents);
  return {
    balanceCents,
    prepaidCents,
    prepaidSessions: Math.floor(prepaidCents / facts.unitPriceCents),
    owedCents: Math.max(0, -balanceCents),
    packs,
  };
}

function packView(pack: PackMoney, now: Date): PackView {
  return {
    id: pack.id,
    sessions: pack.sessions,
    percent: pack.percent,
    paid_cents: pack.paidCents,
    value_cents: pack.valueCents,
    left_cents: pack.settledAt ? 0 : pack.leftCents,
    sessions_left: pack.settledAt ? 0 : pack.sessionsLeft,
    paid_at: pack.paidAt.toISOString(),
    expires_at: pack.expiresAt.toISOString(),
    state: pack.settledAt ? 'expired' : pack.expiresAt <= now ? 'expiring' : 'active',
    returned_cents: pack.returnedCents,
  };
}

/** The caller's class's money as the class billing pages show it (someone else's class: 404). */
export async function classMoneyView(db: Db, userId: number, classId: number, now: Date = new Date()): Promise<ClassMoneyView> {
  const facts = await studentClass(db, userId, classId);
  const money = await classMoney(db, classId);
  const clubPercent = (await levelOf(db, userId, now)).current.packBonusPercent;
  return {
    class_id: classId,
    unit_price_cents: facts.unitPriceCents,
    active: facts.active,
    balance_cents: money.balanceCents,
    prepaid_cents: money.prepaidCents,
    prepaid_sessions: money.prepaidSessions,
    owed_cents: money.owedCents,
    packs: money.packs.map((pack) => packView(pack, now)),
    offers: PACK_OFFERS.map(({ sessions, percent: own }) => {
      const percent = own + clubPercent;
      const price = packPrice(facts.unitPriceCents, sessions, percent);
      return { sessions, percent, club_percent: clubPercent, unit_cents: price.unitCents, price_cents: price.priceCents, value_cents: price.valueCents };
    }),
    valid_days: PACK_VALID_DAYS,
    deposit_limits: { min: DEPOSIT_LIMITS.min, max: DEPOSIT_LIMITS.max },
  };
}

async function newPurchase(db: Db, facts: ClassFacts, userId: number, kind: PurchaseRow['kind'], sessions: number | null, percent = 0) {
  const [row] = await db
    .insert(classPurchases)
    .values({ classId: facts.id, userId, kind, sessions, percent, unitPriceCents: facts.unitPriceCents })
    .returning();
  return row!;
}

async function billOf(db: Db, userId: number, purpose: string, row: PurchaseRow): Promise<BillStart> {
  const invoice = await invoiceForSubject(db, userId, purpose, String(row.id));
  return { invoice: invoice.publicId, bill_path: billPath(invoice.publicId) };
}

/**
 * The bill for what the class owes now: the open one while it still bills that, else a fresh one
 * (the class's row is locked while the bill's row is found or made, so two clicks share one bill).
 */
export async function startBill(db: Db, userId: number, classId: number): Promise<BillStart> {
  const row = await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const facts = await studentClass(tx, userId, classId, true);
    if ((await classBalance(tx, classId)) >= 0) throw new DomainError('conflict', 'class_nothing_owed');
    const [unpaid] = await tx
      .select()
      .from(classPurchases)
      .where(and(eq(classPurchases.classId, classId), eq(classPurchases.kind, 'bill'), isNull(classPurchases.paidAt)))
      .orderBy(desc(classPurchases.id))
      .limit(1);
    return unpaid ?? newPurchase(tx, facts, userId, 'bill', null);
  });
  const made = await invoiceForSubject(db, userId, CLASS_BILL, String(row.id));
  // Paid in the meantime (another tab): what is owed now needs a bill of its own.
  if (made.state === 'paid') return startBill(db, userId, classId);
  return { invoice: made.publicId, bill_path: billPath(made.publicId) };
}

/** A deposit of `sessions` sessions ahead at the class's price: a new bill each time. */
export async function startDeposit(db: Db, userId: number, classId: number, sessions: number): Promise<BillStart> {
  const facts = await studentClass(db, userId, classId);
  if (!facts.active) throw new DomainError('conflict', 'class_not_active');
  return billOf(db, userId, CLASS_DEPOSIT, await newPurchase(db, facts, userId, 'deposit', sessions));
}

/** A discount pack: refused while the class owes (the bill comes first) or has ended. */
export async function startPack(db: Db, userId: number, classId: number, sessions: PackSize): Promise<BillStart> {
  const offer = PACK_OFFERS.find((candidate) => candidate.sessions === sessions);
  if (!offer) throw new DomainError('invalid', 'class_pack_unknown', {}, 'sessions');
  const facts = await studentClass(db, userId, classId);
  if (!facts.active) throw new DomainError('conflict', 'class_not_active');
  if ((await classBalance(db, classId)) < 0) throw new DomainError('conflict', 'class_bill_due');
  // The loyalty level's extra discount is fixed into the purchase when it is made (docs/decisions.md "Loyalty club").
  const percent = offer.percent + (await levelOf(db, userId)).current.packBonusPercent;
  return billOf(db, userId, CLASS_PACK, await newPurchase(db, facts, userId, 'pack', sessions, percent));
}

/** The caller's purchase of a kind, with its class's facts (someone else's, or another kind: 404). */
export async function ownPurchase(db: Db, userId: number, subject: string | null, kind: PurchaseRow['kind']) {
  const id = subject && /^[1-9]\d{0,9}$/.test(subject) ? Number(subject) : 0;
  const [row] = id ? await db.select().from(classPurchases).where(eq(classPurchases.id, id)) : [];
  if (!row || row.userId !== userId || row.kind !== kind) throw new DomainError('not_found', 'class_not_found');
  const facts = await classFacts(db, row.classId);
  if (!facts) throw new DomainError('not_found', 'class_not_found');
  return { row, facts };
}

export async function purchaseOf(db: Db, subject: string | null): Promise<PurchaseRow> {
  const id = subject && /^[1-9]\d{0,9}$/.test(subject) ? Number(subject) : 0;
  const [row] = id ? await db.select().from(classPurchases).where(eq(classPurchases.id, id)) : [];
  if (!row) throw new DomainError('not_found', 'class_not_found');
  return row;
}
