import type { AxiosInstance } from 'axios';
import type { LoyaltyClubView, RedeemBody, RedeemedCodeView } from '@/lib/schemas/loyalty';
import { apiGet, apiPost, type ClientSource } from './calls';

/** The caller's loyalty club (`/www/v1/loyalty-club`, issue 31). */
export const loyaltyApi = {
  club: (client: AxiosInstance, page = 1) => apiGet<LoyaltyClubView>(client, '/www/v1/loyalty-club', { page }),
  redeem: async (client: ClientSource, body: RedeemBody) => apiPost<RedeemedCodeView>(await client(), '/www/v1/loyalty-club/redeem', body),
};
