import { z } from '@/lib/schemas/zod';
import { personName } from './person-name';
import type { Role } from '@/lib/auth/access';
import type { UserClub } from './loyalty';

/** Spec §3: where a sign-in started; kept on the session and on a new account. */
export const AUTH_ORIGINS = ['WEBSITE_LOGIN', 'ANDROID_LOGIN', 'TUTOR_REQUEST', 'TEACHER_VIDEO_PACKAGE_PURCHASE', 'FORUM', 'START_TEACHING'] as const;
export type AuthOrigin = (typeof AUTH_ORIGINS)[number];

export const SEND_METHODS = ['SMS', 'CALL'] as const;
export type SendMethod = (typeof SEND_METHODS)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const authOrigin = z.enum(AUTH_ORIGINS).default('WEBSITE_LOGIN');
const mobile = z.string().trim().min(4).max(32);
const withoutDataWrapper = z.boolean().optional();
const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

export const registrationConfirmationBody = z.strictObject({
  auth_origin: authOrigin,
  mobile,
  country_id: z.number().int().positive().max(2_147_483_647),
});

export const sendCodeBody = z.strictObject({
  mobile,
  send_method: z.enum(SEND_METHODS).default('SMS'),
  auth_origin: authOrigin,
});

export const loginByCodeBody = z.strictObject({
  without_data_wrapper: withoutDataWrapper,
  auth_origin: authOrigin,
  mobile,
  mobile_verification_code: z.string().trim().min(1).max(12),
  auth_method: z.enum([...SEND_METHODS, 'OTP']).optional(),
  set_password: z.boolean().optional(),
});

export const loginByPasswordBody = z.strictObject({
  without_data_wrapper: withoutDataWrapper,
  auth_origin: authOrigin,
  auth_method: z.literal('PASSWORD').optional(),
  password: z.string().min(1).max(PASSWORD_MAX),
  mobile,
});

export const shortcutLinkBody = z.strictObject({
  without_data_wrapper: withoutDataWrapper,
  id: z.string().trim().min(1).max(128),
});

export const setPasswordBody = z.strictObject({
  password,
  password_confirmation: z.string().max(PASSWORD_MAX),
  auth_origin: z.enum(AUTH_ORIGINS).optional(),
  allow_code: z.string().trim().min(1).max(128).optional(),
  /** Changing a password from the account: the one in use proves it is the owner (instead of a code). */
  current_password: z.string().min(1).max(PASSWORD_MAX).optional(),
});

export const registerFullNameBody = z.strictObject({
  fullname: personName,
  auth_origin: authOrigin,
});

export const meQuerySchema = z.strictObject({
  include: z
    .string()
    .max(100)
    .optional()
    .transform(
      (value) =>
        new Set(
          (value ?? '')
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
    ),
});

/** Answers shared by the API and its client. */
export interface MobileConfirmation {
  mobile: string;
  otp_length: number;
  send_methods: SendMethod[];
  is_registered: boolean;
  has_password: boolean;
}

export interface CodeSent {
  mobile: string;
  send_method: SendMethod;
  expires_in: number;
  resend_in: number;
}

export interface LoginAnswer {
  token: string;
  set_password_allow_code: string | null;
  redirect_url: string | null;
  needs_full_name: boolean;
}

/** The tutor profile an account teaches as (spec §3 `me` include `teacher`). */
export interface MeTeacher {
  tutor_id: number;
  username: string;
  full_name: string;
  is_active: boolean;
}

export interface MeUser {
  id: number;
  full_name: string | null;
  mobile: string;
  country_id: number | null;
  has_password: boolean;
  /** Roles beyond being signed in (lib/auth/access.ts). */
  roles: Role[];
  /** IANA zone for times shown later; null until the browser reported one. */
  time_zone: string | null;
  locale: string | null;
  wallet?: { balance_cents: number; currency: string };
  teacher?: MeTeacher | null;
  user_club?: UserClub;
}
