import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Role } from '@/lib/auth/access';
import type { Db } from '@/server/db/client';
import { seedDemoClass } from './seed-demo-class';
import { seedDemoTicket } from './seed-demo-ticket';
import { seedDemoRequest } from './seed-demo-request';
import { seedDemoPackages } from './seed-demo-packages';
import { courses, discountCodes, operatorSecondFactors, tutorAvailability, tutorCourses, tutors, userClubs, userRoles, users } from '@/server/db/schema';
import { encryptSecret } from '@/server/shared/secret-box';

/**
 * One account for each side of the product, so anyone can try them locally (README "Demo
 * accounts"). Made only where messages stay in the outbox (a local or test run), never on a server
 * that sends real SMS: their password is public.
 */
export const DEMO_PASSWORD = 'tutorly-demo';
/**
 * The demo operator's authenticator key (issue 34; README "Demo accounts"): add it to any TOTP app
 * to open the console locally. Public like the password, so demo accounts exist on local runs only.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
// argon2id of DEMO_PASSWORD, made once: hashing at every set-up would cost more than the seed itself.
const DEMO_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$0AN6SnmGSDA1iohtTcidDw$W+9fTxdhFmN42SX7L1gfKLP7xG/jbrWHMMQwdqH58fA';

export const DEMO_ACCOUNTS = [
  { key: 'student', mobile: '+989350000001', fullName: 'سارا احمدی (دانش‌آموز نمونه)', roles: [] as Role[] },
  { key: 'tutor', mobile: '+989350000002', fullName: null, roles: ['teacher'] as Role[] },
  { key: 'operator', mobile: '+989350000003', fullName: 'مریم کاظمی (اپراتور نمونه)', roles: ['operator', 'admin'] as Role[] },
  // More tutors who can sign in and answer tutor-request offers (issue 17), each with a week of free hours.
  { key: 'tutor-2', mobile: '+989350000004', fullName: null, roles: ['teacher'] as Role[] },
  { key: 'tutor-3', mobile: '+989350000005', fullName: null, roles: ['teacher'] as Role[] },
  { key: 'tutor-4', mobile: '+989350000006', fullName: null, roles: ['teacher'] as Role[] },
] as const;

/** The demo tutor's week, in Tehran time: weekday afternoons and a Friday morning. */
const DEMO_WEEK = [
  { weekday: 6, startMinute: 16 * 60, endMinute: 20 * 60 },
  { weekday: 7, startMinute: 16 * 60, endMinute: 20 * 60 },
  { weekday: 1, startMinute: 17 * 60, endMinute: 21 * 60 },
  { weekday: 3, startMinute: 17 * 60, endMinute: 21 * 60 },
  { weekday: 5, startMinute: 9 * 60, endMinute: 12 * 60 },
];

/** The other demo tutors' weeks: evenings in Tehran, and one tutor who teaches from Berlin. */
const DEMO_WEEKS: Record<string, { zone: string; week: typeof DEMO_WEEK }> = {
  tutor: { zone: 'Asia/Tehran', week: DEMO_WEEK },
  'tutor-2': { zone: 'Asia/Tehran', week: [1, 2, 3, 4, 6, 7].map((weekday) => ({ weekday, startMinute: 15 * 60, endMinute: 22 * 60 })) },
  'tutor-3': { zone: 'Europe/Berlin', week: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 14 * 60, endMinute: 20 * 60 })) },
  'tutor-4': { zone: 'Asia/Tehran', week: [6, 7, 1, 2, 3].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 13 * 60 })) },
};

export async function seedDemoAccounts(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const [inserted] = await db
      .insert(users)
      .values({
        mobile: account.mobile,
        fullName: account.fullName,
        passwordHash: DEMO_PASSWORD_HASH,
        registeredVia: 'WEBSITE_LOGIN',
        locale: 'fa',
        timeZone: 'Asia/Tehran',
      })
      .onConflictDoNothing({ target: users.mobile })
      .returning();
    const user = inserted ?? (await db.select().from(users).where(eq(users.mobile, account.mobile)))[0]!;
    if (inserted) {
      await db.insert(userClubs).values({ userId: user.id });
    }
    for (const role of account.roles) await db.insert(userRoles).values({ userId: user.id, role }).onConflictDoNothing();
    if (account.roles.includes('operator')) {
      await db
        .insert(operatorSecondFactors)
        .values({ userId: user.id, secretEncrypted: encryptSecret(DEMO_TOTP_SECRET), confirmedAt: new Date() })
        .onConflictDoNothing();
    }
    const week = DEMO_WEEKS[account.key];
    if (week) await linkDemoTutor(db, user.id, week.zone, week.week);
    if (account.key === 'student') await giveDemoCodes(db, user.id);
  }
  // The demo student's class with the demo tutor (issue 30): held, confirmed, upcoming and cancelled lessons.
  await seedDemoClass(db, DEMO_ACCOUNTS[0].mobile, DEMO_ACCOUNTS[1].mobile);
  // A ticket of the demo student answered by the demo operator (issue 33).
  await seedDemoTicket(db, DEMO_ACCOUNTS[0].mobile, DEMO_ACCOUNTS.find((account) => account.key === 'operator')!.mobile);
  // Video packages by two demo tutors, the first owned by the demo student (issue 33).
  await seedDemoPackages(db, DEMO_ACCOUNTS[0].mobile);
  // A stalled request of the demo student, for the console's requests and matching (issue 34).
  await seedDemoRequest(db, DEMO_ACCOUNTS[0].mobile);
}

/** The demo student's discount codes (issue 18): two to use, one already past its date. */
async function giveDemoCodes(db: Db, userId: number): Promise<void> {
  const year = 365 * 24 * 3_600_000;
  await db
    .insert(discountCodes)
    .values([
      { code: 'DEMO-WELCOME10', kind: 'percent', value: 10, maxUsesPerUser: 1, userId, endsAt: new Date(Date.now() + year) },
      { code: 'DEMO-FIVE', kind: 'fixed', value: 500, minAmountCents: 2_000, maxUsesPerUser: 3, userId, endsAt: new Date(Date.now() + year) },
      { code: 'DEMO-SPRING15', kind: 'percent', value: 15, userId, endsAt: new Date(Date.now() - 24 * 3_600_000) },
    ])
    .onConflictDoNothing();
}

/** The demo tutor teaches as the first listed tutor, with a live profile and a week of free hours. */
async function linkDemoTutor(db: Db, userId: number, zone: string, week: typeof DEMO_WEEK): Promise<void> {
  const [already] = await db.select({ id: tutors.id }).from(tutors).where(eq(tutors.userId, userId));
  if (already) return teachCommonCourses(db, already.id);
  const [tutor] = await db
    .select({ id: tutors.id, fullName: tutors.fullName })
    .from(tutors)
    .where(and(eq(tutors.isActive, true), isNull(tutors.userId)))
    .orderBy(asc(tutors.id))
    .limit(1);
  if (!tutor) return;
  await db.update(tutors).set({ userId }).where(eq(tutors.id, tutor.id));
  await db.update(users).set({ fullName: tutor.fullName }).where(eq(users.id, userId));
  await db.insert(tutorAvailability).values(week.map((slot) => ({ ...slot, tutorId: tutor.id, timeZone: zone })));
  await teachCommonCourses(db, tutor.id);
}

/** How many of the seed's most taught courses every demo tutor also teaches. */
const COMMON_COURSES = 12;

/**
 * Demo tutors who can sign in also teach the seed's most common courses (high-school math among
 * them), so a request for one of them, even one sent from a listed tutor's profile who has no
 * account to answer it, reaches a tutor who can say yes in a local run (issue 29).
 */
async function teachCommonCourses(db: Db, tutorId: number): Promise<void> {
  const common = await db
    .select({ courseId: tutorCourses.courseId })
    .from(tutorCourses)
    .groupBy(tutorCourses.courseId)
    .orderBy(desc(count()), asc(tutorCourses.courseId))
    .limit(COMMON_COURSES);
  const [highSchoolMath] = await db.select({ courseId: courses.id }).from(courses).where(eq(courses.slug, 'high-school-math'));
  const ids = new Set([...common, ...(highSchoolMath ? [highSchoolMath] : [])].map((row) => row.courseId));
  if (ids.size)
    await db
      .insert(tutorCourses)
      .values([...ids].map((courseId) => ({ tutorId, courseId })))
      .onConflictDoNothing();
}
