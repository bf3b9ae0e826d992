// server/payments's public face: what other features may use (eslint.config.mjs keeps the rest private).
export { cancelOpenInvoicesFor, invoiceForSubject } from './invoices';
export { accountEntries, type LedgerLeg, postTransaction, walletBalance } from './ledger';
export { definePurpose, type InvoiceRow } from './purposes';
