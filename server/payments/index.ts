// server/payments's public face: what other features may use (eslint.config.mjs keeps the rest private).
export { cancelOpenInvoicesFor } from './invoices';
export { walletBalance } from './ledger';
export { definePurpose } from './purposes';
