import type { AxiosInstance } from 'axios';
import type { EmailVerificationStatus } from '@/lib/schemas/email-verification';
import { apiGet, apiPost, type ClientSource } from './calls';
import type { CallOptions } from './error-catalogue';

/** The caller's e-mail address and its code (`/www/v1/email-verification`, issue 33). */
export const emailVerificationApi = {
  status: (client: AxiosInstance) => apiGet<EmailVerificationStatus>(client, '/www/v1/email-verification'),
  sendCode: async (client: ClientSource, email: string, options?: CallOptions) =>
    apiPost<EmailVerificationStatus>(await client(), '/www/v1/email-verification/send-code', { email }, options),
  verify: async (client: ClientSource, code: string, options?: CallOptions) =>
    apiPost<EmailVerificationStatus>(await client(), '/www/v1/email-verification/verify', { code }, options),
};
