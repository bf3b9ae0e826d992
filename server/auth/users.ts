import { eq, sql } from 'drizzle-orm';
import type { AuthOrigin, MeTeacher, MeUser } from '@/lib/schemas/auth';
import type { UserClub } from '@/lib/schemas/loyalty';
import type { Db } from '@/server/db/client';
import { figure, type Figure, readFigures } from '@/server/db/rows';
import { tutors, userClubs, users } from '@/server/db/schema';
import { userClubFigure } from '@/server/loyalty';
import { walletBalanceFigure } from '@/server/payments';
import { normalizeMobile } from './mobile';
import type { UserRow } from './sessions';
import type { Viewer } from './viewer';
import { CURRENCY } from '@/lib/currency';

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return user ?? null;
}

/**
 * The account for a number as the team types it into the console: international (`+98 935…`) or
 * Iran's own national form (`0935…`, Persian digits too), as the console's people search reads it.
 */
export async function findUserByTypedMobile(db: Db, typed: string): Promise<UserRow | null> {
  const mobile = normalizeMobile(typed) ?? normalizeMobile(typed, 'IR');
  return mobile ? findUserByMobile(db, mobile) : null;
}

/** The account for this number, made on first sign-in with its club card (the wallet is made on its first movement). */
export async function findOrCreateUser(db: Db, mobile: string, origin: AuthOrigin, attribution: unknown): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByMobile(db, mobile);
  if (existing) return { user: existing, created: false };
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ mobile, registeredVia: origin, attribution: attribution ?? null })
      .onConflictDoNothing({ target: users.mobile })
      .returning();
    if (!user) return { user: (await findUserByMobile(tx as unknown as Db, mobile))!, created: false };
    await tx.insert(userClubs).values({ userId: user.id });
    return { user, created: true };
  });
}

export async function setCountry(db: Db, userId: number, countryId: number): Promise<void> {
  await db.update(users).set({ countryId }).where(eq(users.id, userId));
}

/** `me` with the parts the caller asks for (spec §3: wallet, teacher, user_club), read in one statement. */
export async function describeUser(db: Db, user: Viewer, include: Set<string>): Promise<MeUser> {
  const me: MeUser = {
    id: user.id,
    full_name: user.fullName,
    mobile: user.mobile,
    country_id: user.countryId,
    has_password: user.passwordHash !== null,
    roles: user.roles,
    time_zone: user.timeZone,
    locale: user.locale,
  };
  const figures: Record<string, Figure<unknown>> = {};
  if (include.has('wallet')) figures.wallet = walletBalanceFigure(db, user.id);
  if (include.has('user_club')) figures.user_club = userClubFigure(db, user.id);
  if (include.has('teacher')) figures.teacher = teacherFigure(db, user.id);
  if (Object.keys(figures).length === 0) return me;
  const parts = await readFigures(db, figures);
  // The ledger's sum of the wallet's entries (issue 18), never a stored number.
  if ('wallet' in parts) me.wallet = { balance_cents: parts.wallet as number, currency: CURRENCY };
  if ('user_club' in parts) me.user_club = parts.user_club as UserClub;
  if ('teacher' in parts) me.teacher = parts.teacher as MeTeacher | null;
  return me;
}

/** The account's tutor profile, if it has one. */
function teacherFigure(db: Db, userId: number): Figure<MeTeacher | null> {
  return figure(
    'auth.teacher',
    { userId },
    (v) =>
      db
        .select({
          teacher: sql`json_build_object('tutor_id', ${tutors.id}, 'username', ${tutors.username}, 'full_name', ${tutors.fullName}, 'is_active', ${tutors.isActive})`,
        })
        .from(tutors)
        .where(eq(tutors.userId, v.userId))
        .limit(1),
    (value) => (value as MeTeacher | null) ?? null,
  );
}
