import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { tutorCourses, tutors, users, videoPackageOwners, videoPackageSessions, videoPackages } from '@/server/db/schema';

/**
 * Demo video packages (issue 33): two demo tutors each publish one, made of the short clips in
 * server/video-packages/demo-clips (generated once with ffmpeg, committed; the app never needs
 * ffmpeg), and the demo student owns the first. Idempotent: a tutor who has packages gets none.
 */
const DEMO_CLIP_SECONDS = 10;

const DEMO_PACKAGES = [
  {
    tutorMobile: '+989350000002',
    title: 'ریاضی پایه: از کسر تا معادله',
    description: 'سه جلسهٔ کوتاه ویدئویی برای مرور کسرها، توان‌ها و حل معادلهٔ درجهٔ اول، با تمرین در پایان هر جلسه.',
    priceCents: 2_900,
    sessions: ['کسرها و ساده‌سازی', 'توان و ریشه', 'معادلهٔ درجهٔ اول'],
    ownedByStudent: true,
  },
  {
    tutorMobile: '+989350000004',
    title: 'مرور سریع درس: نکته‌ها و تست‌ها',
    description: 'سه جلسهٔ ویدئویی فشرده با نکته‌های کلیدی درس و حل تست‌های نمونه برای آمادگی امتحان.',
    priceCents: 1_900,
    sessions: ['نکته‌های کلیدی', 'حل تست‌های نمونه', 'جمع‌بندی'],
    ownedByStudent: false,
  },
] as const;

async function tutorOfMobile(db: Db, mobile: string) {
  const [row] = await db.select({ id: tutors.id }).from(tutors).innerJoin(users, eq(users.id, tutors.userId)).where(eq(users.mobile, mobile));
  return row;
}

export async function seedDemoPackages(db: Db, studentMobile: string): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, studentMobile));
  for (const demo of DEMO_PACKAGES) {
    const tutor = await tutorOfMobile(db, demo.tutorMobile);
    if (!tutor) continue;
    const [existing] = await db.select({ id: videoPackages.id }).from(videoPackages).where(eq(videoPackages.tutorId, tutor.id)).limit(1);
    if (existing) continue;
    const [course] = await db
      .select({ id: tutorCourses.courseId })
      .from(tutorCourses)
      .where(and(eq(tutorCourses.tutorId, tutor.id)))
      .orderBy(asc(tutorCourses.courseId))
      .limit(1);
    if (!course) continue;
    const [pkg] = await db
      .insert(videoPackages)
      .values({ tutorId: tutor.id, courseId: course.id, title: demo.title, description: demo.description, priceCents: demo.priceCents, status: 'published' })
      .returning({ id: videoPackages.id });
    await db.insert(videoPackageSessions).values(
      demo.sessions.map((title, index) => ({
        packageId: pkg!.id,
        position: index + 1,
        title,
        isPreview: index === 0,
        demoClip: `clip-${index + 1}.mp4`,
        durationSeconds: DEMO_CLIP_SECONDS,
      })),
    );
    if (demo.ownedByStudent && student) await db.insert(videoPackageOwners).values({ packageId: pkg!.id, userId: student.id }).onConflictDoNothing();
  }
}
