import type { Db } from '@/server/db/client';
import type { invoices } from '@/server/db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * What an invoice pays for. A feature registers its purpose (`definePurpose` in its own module,
 * listed in ./catalog.ts), so payments never reach into another feature's tables: when an invoice
 * is paid, payments calls the purpose's `onPaid` inside the paying transaction.
 */
export interface PurposeDefinition {
  /** Where the money goes: `sales` (the platform now owes the service) or the payer's `wallet` (a top-up). */
  credits: 'sales' | 'wallet';
  /** Whether the wallet may pay it (a top-up may not be paid from the wallet it tops up). */
  payableByWallet: boolean;
  /** Runs in the transaction that marks the invoice paid; throwing undoes the payment. */
  onPaid?: (tx: Db, invoice: InvoiceRow) => Promise<void>;
  /** How much of a paid invoice may still be refunded under this purpose's rules (default: all of it). */
  refundableCents?: (db: Db, invoice: InvoiceRow) => Promise<number>;
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
  if (!purpose) throw new Error(`invoice purpose "${name}" is not registered (server/payments/catalog.ts)`);
  return purpose;
}

export function registeredPurposes(): string[] {
  return [...registry.keys()];
}
