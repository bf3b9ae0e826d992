import { eq } from 'drizzle-orm';
import type { AuthOrigin, MeTeacher, MeUser } from '@/lib/schemas/auth';
import type { Db } from '@/server/db/client';
import { tutors, userClubs, users } from '@/server/db/schema';
import { shownUserClub } from '@/server/loyalty';
import { shownWalletBalance } from '@/server/payments';
import type { UserRow } from './sessions';
import type { Viewer } from './viewer';
import { CURRENCY } from '@/lib/currency';

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return user ?? null;
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

/** `me` with the parts the caller asks for (spec §3: wallet, teacher, user_club). */
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
  if (include.has('wallet')) {
    // The ledger's sum of the wallet's entries (issue 18), never a stored number.
    me.wallet = { balance_cents: await shownWalletBalance(db, user.id), currency: CURRENCY };
  }
  if (include.has('user_club')) {
    me.user_club = await shownUserClub(db, user.id);
  }
  if (include.has('teacher')) me.teacher = await teacherOf(db, user.id);
  return me;
}

async function teacherOf(db: Db, userId: number): Promise<MeTeacher | null> {
  const [tutor] = await db
    .select({ tutor_id: tutors.id, username: tutors.username, full_name: tutors.fullName, is_active: tutors.isActive })
    .from(tutors)
    .where(eq(tutors.userId, userId))
    .limit(1);
  return tutor ?? null;
}
