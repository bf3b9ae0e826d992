import { toLatinDigits } from '@/lib/format';
import { z } from '@/lib/schemas/zod';
import { emailField } from './form-fields';

/** The rules of e-mail verification codes (issue 33, docs/decisions.md "E-mail verification"). */
export const EMAIL_CODE_POLICY = {
  length: 6,
  /** Ten minutes: mail can take a while, and the page says how long the code lasts. */
  ttlSeconds: 600,
} as const;

export const sendEmailCodeBody = z.strictObject({ email: z.string().trim().toLowerCase().pipe(emailField) });

/** Persian and Arabic-Indic digits are accepted as typed. */
export const verifyEmailCodeBody = z.strictObject({ code: z.string().trim().min(1).max(12).transform(toLatinDigits) });

export interface EmailVerificationStatus {
  /** The verified address, or null. */
  email: string | null;
  /** A code waiting to be confirmed: for which address, until when, and when another may be asked for. */
  pending: { email: string; expires_at: string; resend_in: number } | null;
}
