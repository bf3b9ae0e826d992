import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { tutorCourses, tutors } from '@/server/db/schema';
import { generateTutors, type GeneratedTutor } from './generate-tutors';
import { idOf } from './seed-reference';
import { seedTutorExtras } from './seed-tutor-extras';

export const TUTOR_BATCH_SIZE = 500;
export const TUTOR_COURSE_BATCH_SIZE = 2000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function toRow(tutor: GeneratedTutor, cityIds: Map<string, number>): typeof tutors.$inferInsert {
  const { index: _index, citySlug, courseSlugs: _courseSlugs, ...columns } = tutor;
  return { ...columns, cityId: citySlug === null ? null : idOf(cityIds, citySlug) };
}

/**
 * Inserts demo tutors 1..count, skipping usernames that already exist, plus their courses.
 * Returns how many tutors were new.
 */
export async function seedTutors(db: Db, count: number, ids: { cityIds: Map<string, number>; courseIds: Map<string, number> }): Promise<number> {
  const generated = generateTutors(count);
  const byUsername = new Map(generated.map((tutor) => [tutor.username, tutor]));
  let inserted = 0;
  for (const batch of chunks(generated, TUTOR_BATCH_SIZE)) {
    const created = await db
      .insert(tutors)
      .values(batch.map((tutor) => toRow(tutor, ids.cityIds)))
      .onConflictDoNothing({ target: tutors.username })
      .returning({ id: tutors.id, username: tutors.username });
    inserted += created.length;
    const links = created.flatMap(({ id, username }) =>
      byUsername.get(username)!.courseSlugs.map((slug) => ({ tutorId: id, courseId: idOf(ids.courseIds, slug) })),
    );
    for (const linkBatch of chunks(links, TUTOR_COURSE_BATCH_SIZE)) {
      await db.insert(tutorCourses).values(linkBatch).onConflictDoNothing();
    }
    await seedTutorExtras(
      db,
      created.map(({ id, username }) => ({ id, tutor: byUsername.get(username)! })),
    );
  }
  await backfillDemoMedia(db, generated);
  return inserted;
}

/**
 * Databases seeded before the demo tutors had photos get them (and today's intro links): only
 * demo tutors without a photo, and only when tutor 1 lacks one, so a normal start costs one lookup.
 */
async function backfillDemoMedia(db: Db, generated: readonly GeneratedTutor[]): Promise<void> {
  const first = generated[0];
  if (!first) return;
  const [stale] = await db
    .select({ id: tutors.id })
    .from(tutors)
    .where(and(eq(tutors.username, first.username), isNull(tutors.avatarUrl)));
  if (!stale) return;
  for (const batch of chunks(generated, TUTOR_BATCH_SIZE)) {
    const values = sql.join(
      batch.map((tutor) => sql`(${tutor.username}, ${tutor.avatarUrl}, ${tutor.introVideoUrl})`),
      sql`, `,
    );
    await db.execute(sql`
      update ${tutors} set avatar_url = media.avatar_url, intro_video_url = media.intro_video_url
      from (values ${values}) as media(username, avatar_url, intro_video_url)
      where ${tutors.username} = media.username and ${tutors.avatarUrl} is null`);
  }
}
