import type { AxiosInstance } from 'axios';
import type { AuthOrigin, CodeSent, LoginAnswer, MeUser, MobileConfirmation, SendMethod } from '@/lib/schemas/auth';
import type { Preferences, PreferencesBody } from '@/lib/schemas/account';
import { authOriginFor } from '@/lib/auth/flow';
import { apiGet, apiPost, apiPostFlat, type ClientSource } from './calls';
import type { CallOptions } from './error-catalogue';

/** The `/auth/v1/*` calls (spec §7), as the sign-in pages make them. */
export const ME_INCLUDE = 'wallet,teacher,user_club';

/** The current sign-in's origin, read from the page's own `redirect_url` in the browser. */
function currentOrigin(): AuthOrigin {
  if (typeof window === 'undefined') return 'WEBSITE_LOGIN';
  return authOriginFor(new URLSearchParams(window.location.search).get('redirect_url'));
}

export const authApi = {
  confirmMobile: (client: AxiosInstance, mobile: string, countryId: number) =>
    apiPost<MobileConfirmation>(client, '/auth/v1/mobile-registration-confirmation', {
      auth_origin: currentOrigin(),
      mobile,
      country_id: countryId,
    }),
  sendCode: (client: AxiosInstance, mobile: string, sendMethod: SendMethod) =>
    apiPost<CodeSent>(client, '/auth/v1/mobile-verification-send-code', { mobile, send_method: sendMethod, auth_origin: currentOrigin() }),
  /** `options`: sign-in forms show every refusal themselves and pass `suppressToast` (said once). */
  /** `authOrigin`: where the sign-in began (spec §3), e.g. START_TEACHING from the tutor onboarding. */
  loginByCode: (
    client: AxiosInstance,
    mobile: string,
    code: string,
    setPassword: boolean,
    method: SendMethod,
    options?: CallOptions,
    authOrigin: AuthOrigin = currentOrigin(),
  ) =>
    apiPostFlat<LoginAnswer>(
      client,
      '/auth/v1/login-by-mobile-verification',
      { auth_origin: authOrigin, mobile, mobile_verification_code: code, auth_method: method, set_password: setPassword },
      options,
    ),
  loginByPassword: (client: AxiosInstance, mobile: string, password: string, options?: CallOptions, authOrigin: AuthOrigin = currentOrigin()) =>
    apiPostFlat<LoginAnswer>(client, '/auth/v1/login-by-password', { auth_origin: authOrigin, auth_method: 'PASSWORD', mobile, password }, options),
  loginByShortcutLink: async (client: AxiosInstance, id: string) => {
    await apiGet(client, '/auth/v1/csrf');
    return apiPostFlat<LoginAnswer>(client, '/auth/v1/login-by-shortcut-link', { id });
  },
  me: (client: AxiosInstance, options?: CallOptions) => apiGet<MeUser>(client, '/auth/v1/me', { include: ME_INCLUDE }, options),
  savePreferences: async (client: ClientSource, body: PreferencesBody) => apiPost<Preferences>(await client(), '/auth/v1/preferences', body),
  logout: (client: AxiosInstance) => apiPost<unknown>(client, '/auth/v1/logout', {}, { ignore401: true }),
  setPassword: (client: AxiosInstance, password: string, confirmation: string, allowCode: string | null, options?: CallOptions) =>
    apiPost<unknown>(
      client,
      '/auth/v1/set-password',
      { password, password_confirmation: confirmation, ...(allowCode ? { auth_origin: currentOrigin(), allow_code: allowCode } : {}) },
      options,
    ),
  registerFullName: (client: AxiosInstance, fullname: string) =>
    apiPost<unknown>(client, '/auth/v1/register-fullname', { fullname, auth_origin: currentOrigin() }),
};
