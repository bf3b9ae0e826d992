import type { AxiosInstance } from 'axios';
import type { EarningsStatement, EarningsView, OperatorPayoutView, PayoutFileFormat, PayoutMethodBody, PayoutState, PayoutView } from '@/lib/schemas/earnings';
import { apiGet, apiPost, type ClientSource } from './calls';

/** The tutor's own earnings and payouts (`/www/v1/teacher/earnings`, issue 31). */
export const earningsApi = {
  mine: (client: AxiosInstance) => apiGet<EarningsView>(client, '/www/v1/teacher/earnings'),
  statement: (client: AxiosInstance, month: string) => apiGet<EarningsStatement>(client, `/www/v1/teacher/earnings/statement?month=${month}`),
  savePayoutMethod: async (client: ClientSource, body: PayoutMethodBody) =>
    apiPost<PayoutMethodBody>(await client(), '/www/v1/teacher/earnings/payout-method', body),
  requestPayout: async (client: ClientSource) => apiPost<PayoutView>(await client(), '/www/v1/teacher/earnings/payouts', {}),
};

/** The operator's payout desk (`/www/v1/operator/payouts`). */
export const payoutDeskApi = {
  list: (client: AxiosInstance, state: PayoutState) => apiGet<{ payouts: OperatorPayoutView[] }>(client, `/www/v1/operator/payouts?state=${state}`),
  batch: async (client: ClientSource) =>
    apiPost<{ batch_id: string | null; count: number; total_cents: number }>(await client(), '/www/v1/operator/payouts/batch', {}),
  settle: async (client: ClientSource, id: number, body: { outcome: 'paid' } | { outcome: 'failed'; reason: string }) =>
    apiPost<PayoutView>(await client(), `/www/v1/operator/payouts/${id}/settle`, body),
};

/** The batch's file for the bank, CSV or SEPA XML (a link the operator's browser follows with its session cookie). */
export const payoutBatchFilePath = (batchId: string, format: PayoutFileFormat) =>
  `/api/www/v1/operator/payouts/batches/${batchId}${format === 'csv' ? '' : `?format=${format}`}`;
