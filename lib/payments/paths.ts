/**
 * The bill pages (spec §2: my-classes' bill variants). Shared by the server's redirects and the pages.
 * `with-wallet`: wallet first, card for the rest; `error-1`: declined or cancelled, nothing charged;
 * `error-2`: charged but not yet confirmed, being settled; `payed`: paid.
 */
export const BILL_VARIANTS = ['with-wallet', 'error-1', 'error-2', 'payed'] as const;
export type BillVariant = (typeof BILL_VARIANTS)[number];

export function billPath(invoiceId: string, variant?: BillVariant): string {
  return `/profile/dashboard/my-classes/bill/${invoiceId}${variant ? `/${variant}` : ''}`;
}

export const WALLET_PATH = '/profile/dashboard/wallet';
export const TRANSACTIONS_PATH = '/profile/dashboard/transaction';
