import { eq, sql } from 'drizzle-orm';
import type { Preferences, PreferencesBody } from '@/lib/schemas/account';
import { isValidTimeZone } from '@/lib/i18n/time-zone';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';

/** Changes the name people see, and the zone and language later messages and pages use for this account. */
export async function updatePreferences(db: Db, userId: number, body: PreferencesBody): Promise<Preferences> {
  const [row] = await db
    .update(users)
    .set({
      ...(body.full_name ? { fullName: body.full_name } : {}),
      ...(body.time_zone ? { timeZone: body.time_zone } : {}),
      ...(body.locale ? { locale: body.locale } : {}),
    })
    .where(eq(users.id, userId))
    .returning({ full_name: users.fullName, time_zone: users.timeZone, locale: users.locale });
  return row ?? { full_name: null, time_zone: null, locale: null };
}

/**
 * At sign-in, keeps the browser's zone (the `tz` cookie it set) and the site's language for an
 * account that has none yet; a choice the person made later is never overwritten.
 */
export async function rememberSignInContext(db: Db, userId: number, context: { timeZone?: string; locale: string }): Promise<void> {
  const zone = isValidTimeZone(context.timeZone) ? context.timeZone : null;
  await db
    .update(users)
    .set({ timeZone: sql`coalesce(${users.timeZone}, ${zone})`, locale: sql`coalesce(${users.locale}, ${context.locale})` })
    .where(eq(users.id, userId));
}
