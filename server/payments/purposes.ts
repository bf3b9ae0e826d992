import type { Db } from '@/server/db/client';
import type { invoices } from '@/server/db/schema';
import type { NewInvoiceLine } from './invoices';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * What an invoice pays for. A feature registers its purpose (`definePurpose` in its own module,
 * loaded by the top floor, server/app/payment-purposes.ts), so payments never reach into another feature's tables: when an invoice
 * is paid, payments calls the purpose's `onPaid` inside the paying transaction.
 */
export interface PurposeDefinition {
  /** Where the money goes: `sales` (the platform now owes the service) or the payer's `wallet` (a top-up). */
  credits: 'sales' | 'wallet';
  /** Whether the wallet may pay it (a top-up may not be paid from the wallet it tops up). */
  payableByWallet: boolean;
  /** Whether a discount code may apply (not to a top-up: a code would mint wallet money). Default true. */
  discountable?: boolean;
  /** Runs in the transaction that marks the invoice paid; throwing undoes the payment. */
  onPaid?: (tx: Db, invoice: InvoiceRow) => Promise<void>;
  /**
   * Runs in the refund's transaction, after its ledger posting (sales → wallet or card): a purpose
   * whose money moved on from sales (a class's prepayment, into the class's account) moves the
   * refunded amount back out of there. Called once per refund (not on a replay).
   */
  onRefunded?: (tx: Db, invoice: InvoiceRow, refund: { transactionId: number; amountCents: number }) => Promise<void>;
  /** How much of a paid invoice may still be refunded under this purpose's rules (default: all of it). */
  refundableCents?: (db: Db, invoice: InvoiceRow) => Promise<number>;
  /**
   * What the caller owes for a subject of this purpose (a request's prepayment): its lines, computed
   * on the server; throws a DomainError when the subject is not the caller's or not payable now.
   * Purposes with it can be invoiced through `POST /www/v1/invoice/for/{purpose}/{subject}`. `basis`
   * names what the lines were computed from (e.g. the choice of tutor): payments asks again when a
   * payment starts and when it settles, and an invoice whose basis or subtotal changed takes no money.
   */
  prepare?: (db: Db, userId: number, subjectId: string) => Promise<{ lines: NewInvoiceLine[]; basis?: string }>;
  /** The page (locale-free, our own) a paid invoice of this purpose leads to; default the bill's paid page. */
  paidPath?: (invoice: InvoiceRow) => string;
}

const registry = new Map<string, PurposeDefinition>();

export function definePurpose(name: string, definition: PurposeDefinition): PurposeDefinition {
  if (!/^[a-z_]{3,40}$/.test(name)) throw new Error(`invoice purpose "${name}": lower-case letters and _ only`);
  registry.set(name, definition);
  return definition;
}

export function purposeOf(name: string): PurposeDefinition {
  const purpose = registry.get(name);
  if (!purpose) throw new Error(`invoice purpose "${name}" is not registered (server/app/payment-purposes.ts)`);
  return purpose;
}

/** The purpose of this name, or undefined (a name from a request's address may be anything). */
export function registeredPurpose(name: string): PurposeDefinition | undefined {
  return registry.get(name);
}
