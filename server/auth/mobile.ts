import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js';
import { toLatinDigits } from '@/lib/format';

/**
 * A mobile number as typed (national or international, Persian digits allowed) → E.164, or null
 * when it is not a valid mobile number of that country.
 */
export function normalizeMobile(raw: string, iso2?: string): string | null {
  const text = toLatinDigits(raw).replace(/[\s()-]/g, '');
  if (!/^\+?\d{4,20}$/.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, iso2 as CountryCode | undefined);
  if (!phone || !phone.isValid()) return null;
  if (iso2 && phone.country !== iso2.toUpperCase()) return null;
  const type = phone.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return phone.number;
}
