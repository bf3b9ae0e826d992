import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js';
import { z } from '@/lib/schemas/zod';
import { toLatinDigits } from '@/lib/format';
import { registrationConfirmationBody } from '@/lib/schemas/auth';

/**
 * The sign-in form's number: required and valid for the chosen country (with the sign-in page's
 * own messages), written in Latin digits, then held to the API's own rule for `mobile`.
 */
export function signInMobileSchema(country: CountryCode, messages: { required: string; invalid: string }) {
  return z.object({
    mobile: z
      .string()
      .trim()
      .min(1, messages.required)
      .refine((value) => isValidPhoneNumber(toLatinDigits(value), country), messages.invalid)
      .transform(toLatinDigits)
      .pipe(registrationConfirmationBody.shape.mobile),
  });
}
