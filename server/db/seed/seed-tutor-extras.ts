import type { Db } from '@/server/db/client';
import { tutorReviews, tutorUsernameHistory } from '@/server/db/schema';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './data/people';
import { REVIEW_CLOSINGS, REVIEW_OPENINGS } from './data/reviews';
import type { GeneratedTutor } from './generate-tutors';
import { createRng, seedFor } from './prng';

const REVIEW_BATCH_SIZE = 2000;
const DAY_MS = 86_400_000;
/** Every 500th tutor (from the 7th) changed username once; the old one was `teacher-<n>`. */
export const RENAMED_EVERY = 500;
export const RENAMED_FIRST = 7;

export function oldUsernameOf(index: number): string | null {
  return index % RENAMED_EVERY === RENAMED_FIRST ? `teacher-${index}` : null;
}

/** Up to three deterministic reviews for a tutor who has any. */
export function generateReviews(tutor: GeneratedTutor): Omit<typeof tutorReviews.$inferInsert, 'tutorId'>[] {
  const rng = createRng(seedFor(tutor.index) ^ 0x5eed);
  const count = Math.min(3, tutor.reviewsCount);
  return Array.from({ length: count }, (_, i) => {
    const [first] = rng.pick(rng.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const [last] = rng.pick(LAST_NAMES);
    const stars = Math.max(1, Math.min(5, Math.round(tutor.stars + (rng.next() - 0.5))));
    return {
      authorName: `${first} ${last}`,
      stars,
      body: `${rng.pick(REVIEW_OPENINGS)} ${rng.pick(REVIEW_CLOSINGS)}`,
      createdAt: new Date(tutor.createdAt.getTime() + (i + 1) * rng.int(5, 40) * DAY_MS),
    };
  });
}

/** Reviews and past usernames of tutors the seed has just created. */
export async function seedTutorExtras(db: Db, created: { id: number; tutor: GeneratedTutor }[]): Promise<void> {
  const reviews = created.flatMap(({ id, tutor }) => generateReviews(tutor).map((r) => ({ ...r, tutorId: id })));
  for (let i = 0; i < reviews.length; i += REVIEW_BATCH_SIZE) {
    await db.insert(tutorReviews).values(reviews.slice(i, i + REVIEW_BATCH_SIZE));
  }
  const renames = created.flatMap(({ id, tutor }) => {
    const old = oldUsernameOf(tutor.index);
    return old ? [{ oldUsername: old, tutorId: id, renamedAt: tutor.createdAt }] : [];
  });
  if (renames.length > 0) await db.insert(tutorUsernameHistory).values(renames).onConflictDoNothing();
}
