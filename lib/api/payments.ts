import type { AxiosInstance } from 'axios';
import { API_BASE } from '@/lib/config/public';
import type { DiscountView, InvoiceView, TransactionPage, TransactionType, WalletView } from '@/lib/schemas/payments';
import { apiGet, apiPost, type ClientSource } from './calls';

export interface TransactionFilter {
  type?: TransactionType;
  from?: string;
  to?: string;
  page?: number;
}

const query = (filter: TransactionFilter) =>
  new URLSearchParams(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

/** Payments (issue 18): invoices, the wallet, transactions and discount codes. */
export const paymentsApi = {
  /** The caller's invoice for a subject (e.g. a request's prepayment), made on first ask. */
  invoiceFor: (client: AxiosInstance, purpose: string, subject: string | number) =>
    apiPost<InvoiceView>(client, `/www/v1/invoice/for/${purpose}/${encodeURIComponent(String(subject))}`, {}, { suppressToast: true }),
  invoice: (client: AxiosInstance, id: string) => apiGet<InvoiceView>(client, `/www/v1/invoice/${encodeURIComponent(id)}`),
  applyDiscount: async (client: ClientSource, id: string, code: string) =>
    apiPost<InvoiceView>(await client(), `/www/v1/invoice/${encodeURIComponent(id)}/discount`, { code }),
  payByWallet: async (client: ClientSource, id: string) =>
    apiPost<{ state: string; paid_path: string }>(await client(), `/www/v1/invoice/${encodeURIComponent(id)}/pay-by-wallet`, {}),
  wallet: (client: AxiosInstance) => apiGet<WalletView>(client, '/www/v1/wallet'),
  topUp: async (client: ClientSource, amountCents: number) =>
    apiPost<{ invoice: string; bill_path: string }>(await client(), '/www/v1/wallet/top-up', { amount_cents: amountCents }),
  transactions: (client: AxiosInstance, filter: TransactionFilter) => apiGet<TransactionPage>(client, `/www/v1/wallet/transactions?${query(filter)}`),
  discounts: (client: AxiosInstance) => apiGet<{ codes: DiscountView[] }>(client, '/www/v1/discounts'),
};

/** A browser navigation (not an XHR): the server answers with a redirect to the gateway's page. */
export function onlinePaymentUrl(id: string, options: { wallet: boolean; locale: string }): string {
  return `${API_BASE}/www/v1/invoice/${encodeURIComponent(id)}/online-payment?wallet=${options.wallet ? 1 : 0}&lang=${options.locale}`;
}

export function transactionsCsvUrl(filter: TransactionFilter): string {
  const { page: _page, ...rest } = filter;
  return `${API_BASE}/www/v1/wallet/transactions.csv?${query(rest)}`;
}
