import type { Db } from '@/server/db/client';
import {
  abroadCountries,
  cities,
  contentPages,
  internalLinks,
  schools,
  countries,
  courseGroups,
  courses,
  faqs,
  provinces,
  settings,
  testimonials,
  tutorCourses,
  tutors,
} from '@/server/db/schema';
import { seedContent, seedCountries, seedCourses, seedGeo } from './seed-reference';
import { seedDemoAccounts } from './seed-demo-accounts';
import { seedSiteContent } from './seed-site-content';
import { seedTutors } from './seed-tutors';

const COUNTED_TABLES = {
  countries,
  provinces,
  cities,
  course_groups: courseGroups,
  courses,
  tutors,
  tutor_courses: tutorCourses,
  testimonials,
  faqs,
  settings,
  content_pages: contentPages,
  abroad_countries: abroadCountries,
  schools,
  internal_links: internalLinks,
};

/**
 * Fills the database with reference data and `opts.tutors` deterministic demo tutors, in one transaction.
 * Idempotent: existing rows are left alone, so running it again changes nothing, and a larger
 * `tutors` later only adds the missing tutors. Returns the row count of each table afterwards.
 */
export async function seed(db: Db, opts: { tutors: number; demoAccounts?: boolean }): Promise<Record<string, number>> {
  if (!Number.isInteger(opts.tutors) || opts.tutors < 0) throw new Error(`seed: invalid tutors count ${opts.tutors}`);
  return db.transaction(async (tx) => {
    await seedCountries(tx);
    const cityIds = await seedGeo(tx);
    const courseIds = await seedCourses(tx);
    await seedContent(tx);
    await seedSiteContent(tx, { cityIds, courseIds });
    await seedTutors(tx, opts.tutors, { cityIds, courseIds });
    if (opts.demoAccounts) await seedDemoAccounts(tx);
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(COUNTED_TABLES)) counts[name] = await tx.$count(table);
    return counts;
  });
}
