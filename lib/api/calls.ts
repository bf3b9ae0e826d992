import type { AxiosInstance } from 'axios';
import type { CallOptions } from './error-catalogue';
import type { SuccessEnvelope } from './envelope';

/** Where a query gets its client: the server's per-request one, or the browser's lazily loaded one. */
export type ClientSource = () => Promise<AxiosInstance>;

/** GET and unwrap `data` from the success envelope. */
export async function apiGet<T>(client: AxiosInstance, url: string, params?: object, options?: CallOptions): Promise<T> {
  const response = await client.get<SuccessEnvelope<T>>(url, { params, ...options });
  return response.data.data;
}

export async function apiPost<T>(client: AxiosInstance, url: string, body?: object, options?: CallOptions): Promise<T> {
  const response = await client.post<SuccessEnvelope<T>>(url, body ?? {}, options);
  return response.data.data;
}

/**
 * POST with `without_data_wrapper: true` (spec §7, the sign-in calls): the answer's fields come
 * beside `status` instead of under `data`.
 */
export async function apiPostFlat<T extends object>(client: AxiosInstance, url: string, body: object, options?: CallOptions): Promise<T> {
  const response = await client.post<{ status: 'SUCCESS' } & T>(url, { ...body, without_data_wrapper: true }, options);
  const { status: _status, ...fields } = response.data;
  return fields as unknown as T;
}
