import { sql } from 'drizzle-orm';
import { CLASS_BILL, CLASS_DEPOSIT, CLASS_PACK, PACK_VALID_DAYS } from '@/lib/schemas/class-billing';
import { classBalance, provideReservedClassMoney } from '@/server/classes';
import type { Db } from '@/server/db/client';
import { classPurchases } from '@/server/db/schema';
import { definePurpose, type InvoiceRow, postTransaction } from '@/server/payments';
import { DomainError } from '@/server/shared/domain-error';
import { ownPurchase, purchaseOf, unusedPackCents } from './money';
import { packPrice } from './pack-usage';

/**
 * A class's bill, deposit and discount pack as invoice purposes (docs/decisions.md "Class bills,
 * deposits and packs"). Each invoice's subject is a `class_purchases` row; its money goes to the
 * class's ledger account (`creditTo`), never to sales: sessions charged later take it from there.
 * The basis names the class (`class:<id>:…`), so the bill links back to its class, and what was
 * billed: a bill's amount is what the class owes, so a bill made before another session was charged
 * (or after the class was paid another way) is void when paid, and the bill page says so.
 * Loaded by server/app/payment-purposes.ts.
 */

/** The tutor's name on an invoice line, in both spellings: each reader gets theirs (lib/payments/line-text.ts). */
const tutorParams = (facts: { tutorName: string; tutorNameEn: string | null }) => ({
  tutor: facts.tutorName,
  ...(facts.tutorNameEn ? { tutor_en: facts.tutorNameEn } : {}),
});

const classIdOf = (invoice: InvoiceRow) => Number(/^class:(\d+):/.exec(invoice.basis ?? '')?.[1] ?? 0);

const classPage = (page: 'bill' | 'session-deposit' | 'purchase-discount-pack') => (invoice: InvoiceRow) => {
  const classId = classIdOf(invoice);
  return classId ? `/profile/dashboard/my-classes/${classId}/${page}` : '/profile/dashboard';
};

async function creditClass(tx: Db, invoice: InvoiceRow) {
  const row = await purchaseOf(tx, invoice.subjectId);
  return { class: row.classId } as const;
}

/** Marks the purchase paid by this invoice, once (a replay finds it paid and does nothing). */
async function markPaid(tx: Db, invoice: InvoiceRow, validDays?: number) {
  const [paid] = await tx
    .update(classPurchases)
    .set({
      invoiceId: invoice.id,
      // Whole milliseconds, as the clock the expiry job is given reads them (PostgreSQL keeps microseconds).
      paidAt: sql`date_trunc('milliseconds', now())`,
      ...(validDays ? { expiresAt: sql`date_trunc('milliseconds', now()) + interval '${sql.raw(String(Math.trunc(validDays)))} days'` } : {}),
    })
    .where(sql`${classPurchases.id} = ${Number(invoice.subjectId)} and ${classPurchases.paidAt} is null`)
    .returning();
  return paid;
}

// A code on a bill or a deposit is the platform's gift: its part goes into the class account from
// system:discounts (codeDiscount), so the account holds what the sessions cost. Not on a pack, which
// has its own discount. Refunds through the invoice would take money from sales, which never had it:
// a class's unused money returns by the class's rules (a pack at expiry, below).
// A refund out of a class (its prepayment, a tutor's cancellation) leaves what packs hold alone.
provideReservedClassMoney(unusedPackCents);

const common = { credits: 'sales', payableByWallet: true, creditTo: creditClass, refundableCents: async () => 0 } as const;

/** The code's part of a paid bill or deposit, from the platform into the class's account (once). */
async function codeDiscount(tx: Db, invoice: InvoiceRow, classId: number) {
  if (invoice.discountCents <= 0) return;
  await postTransaction(tx, {
    kind: 'code_discount',
    idempotencyKey: `invoice:${invoice.id}:code-discount`,
    invoiceId: invoice.id,
    legs: [
      { account: { system: 'discounts' }, amountCents: -invoice.discountCents },
      { account: { class: classId }, amountCents: invoice.discountCents },
    ],
    memo: { class: classId },
  });
}

definePurpose(CLASS_BILL, {
  ...common,
  prepare: async (db, userId, subject) => {
    const { row, facts } = await ownPurchase(db, userId, subject, 'bill');
    const owed = -(await classBalance(db, row.classId));
    if (owed <= 0) throw new DomainError('conflict', 'class_nothing_owed');
    return { basis: `class:${row.classId}:owed:${owed}`, lines: [{ label: 'class_bill', params: tutorParams(facts), unitCents: owed }] };
  },
  onPaid: async (tx, invoice) => {
    const paid = await markPaid(tx, invoice);
    if (paid) await codeDiscount(tx, invoice, paid.classId);
  },
  returnPath: classPage('bill'),
});

definePurpose(CLASS_DEPOSIT, {
  ...common,
  prepare: async (db, userId, subject) => {
    const { row, facts } = await ownPurchase(db, userId, subject, 'deposit');
    if (!facts.active) throw new DomainError('conflict', 'class_not_active');
    return {
      basis: `class:${row.classId}:deposit:${row.sessions}x${facts.unitPriceCents}`,
      lines: [{ label: 'class_deposit', params: { sessions: row.sessions!, ...tutorParams(facts) }, quantity: row.sessions!, unitCents: facts.unitPriceCents }],
    };
  },
  onPaid: async (tx, invoice) => {
    const paid = await markPaid(tx, invoice);
    if (paid) await codeDiscount(tx, invoice, paid.classId);
  },
  returnPath: classPage('session-deposit'),
});

definePurpose(CLASS_PACK, {
  ...common,
  discountable: false,
  prepare: async (db, userId, subject) => {
    const { row, facts } = await ownPurchase(db, userId, subject, 'pack');
    if (!facts.active) throw new DomainError('conflict', 'class_not_active');
    const price = packPrice(row.unitPriceCents, row.sessions!, row.percent);
    return {
      basis: `class:${row.classId}:pack:${row.sessions}x${row.unitPriceCents}-${row.percent}`,
      lines: [
        {
          label: 'class_pack',
          params: { sessions: row.sessions!, ...tutorParams(facts), percent: row.percent },
          quantity: row.sessions!,
          unitCents: price.unitCents,
        },
      ],
    };
  },
  onPaid: async (tx, invoice) => {
    const paid = await markPaid(tx, invoice, PACK_VALID_DAYS);
    if (!paid) return;
    // The discount is the platform's gift: the class account gets the pack's full value.
    const { discountCents } = packPrice(paid.unitPriceCents, paid.sessions!, paid.percent);
    if (discountCents <= 0) return;
    await postTransaction(tx, {
      kind: 'pack_discount',
      idempotencyKey: `class-pack:${paid.id}:discount`,
      invoiceId: invoice.id,
      legs: [
        { account: { system: 'discounts' }, amountCents: -discountCents },
        { account: { class: paid.classId }, amountCents: discountCents },
      ],
      memo: { pack: paid.id, class: paid.classId, percent: paid.percent },
    });
  },
  returnPath: classPage('purchase-discount-pack'),
});
