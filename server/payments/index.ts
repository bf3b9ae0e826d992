// server/payments's public face: what other features may use (eslint.config.mjs keeps the rest private).
export { cancelOpenInvoicesFor, invoiceForSubject } from './invoices';
export { issuePersonalCode } from './discounts';
export {
  accountEntries,
  classAccountBalance,
  classAccountBalanceFigure,
  classAccountBalances,
  postTransaction,
  tutorEarningsBalance,
  walletBalance,
  walletBalanceFigure,
  watchPostings,
} from './ledger';
/** @public For features that post their own movements (classes, class billing). */
export type { LedgerAccountRef, LedgerKind, LedgerLeg, PostInput, Posted } from './ledger';
export { definePurpose } from './purposes';
/** @public */
export type { InvoiceRow } from './purposes';
export { stripeClient } from './gateways/stripe';
/** @public For the console's person page (issue 34): a payer's invoices and wallet. */
export { invoicesOfUser, walletOfUser } from './operator-view';
