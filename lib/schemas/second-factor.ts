import { z } from '@/lib/schemas/zod';

/** The six digits an authenticator app shows (spaces people type are dropped). */
export const secondFactorCodeBody = z.strictObject({
  code: z.preprocess((value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value), z.string().regex(/^\d{6}$/)),
});

export interface SecondFactorStatus {
  enrolled: boolean;
  console_open: boolean;
  idle_minutes: number;
  max_hours: number;
}

export interface SecondFactorEnrolment {
  /** Base32, for typing into an app by hand; never answered again once confirmed. */
  secret: string;
  otpauth_uri: string;
  qr_svg: string;
}
