import type { AxiosInstance } from 'axios';
import type { BillStart, ClassMoneyView, PackSize } from '@/lib/schemas/class-billing';
import { apiGet, apiPost, type ClientSource } from './calls';

/** Class billing (issue 30): a class's money, and bills for what it owes, a deposit or a discount pack. */
export const classBillingApi = {
  money: (client: AxiosInstance, classId: number) => apiGet<ClassMoneyView>(client, `/www/v1/class-billing/classes/${classId}`),
  bill: async (client: ClientSource, classId: number) => apiPost<BillStart>(await client(), `/www/v1/class-billing/classes/${classId}/bill`, {}),
  deposit: async (client: ClientSource, classId: number, sessions: number) =>
    apiPost<BillStart>(await client(), `/www/v1/class-billing/classes/${classId}/deposit`, { sessions }),
  pack: async (client: ClientSource, classId: number, sessions: PackSize) =>
    apiPost<BillStart>(await client(), `/www/v1/class-billing/classes/${classId}/pack`, { sessions }),
};
