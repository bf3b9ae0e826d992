import { z } from '@/lib/schemas/zod';
import { personName } from './person-name';
import { isValidTimeZone } from '@/lib/i18n/time-zone';
import { locales } from '@/lib/i18n/routing';
import { rule } from './error-map';

/** An IANA zone name the runtime knows (e.g. Asia/Tehran, Europe/Berlin). */
export const timeZoneField = z.string().max(64).refine(isValidTimeZone, rule('time_zone'));

/** What a signed-in person may change about how we talk to them. */
export const preferencesBody = z
  .strictObject({
    full_name: personName.optional(),
    time_zone: timeZoneField.optional(),
    locale: z.enum(locales).optional(),
  })
  .refine((body) => body.full_name !== undefined || body.time_zone !== undefined || body.locale !== undefined, rule('preferences'));

export type PreferencesBody = z.infer<typeof preferencesBody>;

export interface Preferences {
  full_name: string | null;
  time_zone: string | null;
  locale: string | null;
}
