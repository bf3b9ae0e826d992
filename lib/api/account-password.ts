import { apiPost, type ClientSource } from './calls';
import type { CallOptions } from './error-catalogue';

export interface PasswordChange {
  password: string;
  password_confirmation: string;
  /** Needed once the account has a password: the one in use proves it is the owner. */
  current_password?: string;
}

/** Set or change the password from the account's settings (`/auth/v1/set-password`, no code needed). */
export async function changeAccountPassword(client: ClientSource, body: PasswordChange, options?: CallOptions) {
  return apiPost<{ has_password: true; other_sessions_ended: number }>(await client(), '/auth/v1/set-password', body, options);
}
