import { COURSE_GROUPS, type CourseGroupSeed, type CourseSeed } from './data/courses';
import { introFor, tutorPhotoFor } from './data/media';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './data/people';
import { PROVINCES, type CitySeed } from './data/provinces';
import { generateBio } from './generate-bio';
import { createRng, seedFor, type Rng } from './prng';

export const MIN_PRICE_CENTS = 800;
export const MAX_PRICE_CENTS = 6000;
/** Fixed reference date so `createdAt` is deterministic too. */
const REFERENCE_DATE = Date.UTC(2025, 5, 1);
const DAY_MS = 86_400_000;

export interface GeneratedTutor {
  /** 1-based position in the demo stream; tutor N is always the same person. */
  index: number;
  username: string;
  fullName: string;
  fullNameEn: string;
  gender: 'MALE' | 'FEMALE';
  bio: string;
  stars: number;
  reviewsCount: number;
  classesCount: number;
  experienceYears: number;
  priceCents: number;
  citySlug: string | null;
  teachesOnline: boolean;
  teachesOffline: boolean;
  avatarUrl: string | null;
  introVideoUrl: string | null;
  isActive: boolean;
  createdAt: Date;
  courseSlugs: string[];
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const groupBySlug = new Map(COURSE_GROUPS.map((group) => [group.slug, group]));

function pickCourses(rng: Rng): { group: CourseGroupSeed; courses: CourseSeed[] } {
  const group = rng.weighted(COURSE_GROUPS, (g) => g.popularity);
  const count = rng.weighted([1, 2, 3, 4], (n) => [30, 35, 25, 10][n - 1]!);
  const related = group.related.map((slug) => groupBySlug.get(slug)).filter((g) => g !== undefined);
  const secondary = count > 1 && related.length > 0 && rng.chance(0.3) ? rng.pick(related) : null;
  const chosen: CourseSeed[] = [];
  const take = (pool: readonly CourseSeed[], importantBias: number) => {
    const remaining = pool.filter((course) => !chosen.includes(course));
    if (remaining.length > 0) chosen.push(rng.weighted(remaining, (c) => (c.isImportant ? importantBias : 1)));
  };
  for (let i = 0; i < count; i++) take(i === count - 1 && secondary ? secondary.courses : group.courses, 3);
  return { group, courses: chosen };
}

function pickCity(rng: Rng): CitySeed {
  const province = rng.weighted(PROVINCES, (p) => p.weight);
  const [capital, ...others] = province.cities;
  return others.length === 0 || rng.chance(0.65) ? capital! : rng.pick(others);
}

const roundTo50 = (cents: number) => Math.round(cents / 50) * 50;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The demo tutor at position `index` (1-based), derived only from the index. */
export function generateTutor(index: number): GeneratedTutor {
  const rng = createRng(seedFor(index));
  const gender = rng.chance(0.5) ? 'FEMALE' : 'MALE';
  const [firstFa, firstEn] = rng.pick(gender === 'FEMALE' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const [lastFa, lastEn] = rng.pick(LAST_NAMES);
  const fullName = `${firstFa} ${lastFa}`;
  const { group, courses } = pickCourses(rng);

  const isNew = rng.chance(0.1);
  const experienceYears = isNew ? rng.int(0, 6) : Math.min(30, 1 + Math.floor(30 * rng.next() ** 1.6));
  const stars = isNew ? 0 : Math.round((5 - 2 * rng.next() ** 1.8) * 10) / 10;
  const reviewsCount = isNew ? 0 : 1 + Math.floor(399 * rng.next() ** 2.2);
  const classesCount = isNew ? rng.int(0, 3) : Math.round(reviewsCount * (1.5 + 2.5 * rng.next())) + rng.int(0, 40);

  const level = 0.55 * group.priceLevel + 0.3 * (experienceYears / 30) + 0.4 * rng.next() - 0.15;
  const priceCents = clamp(roundTo50(MIN_PRICE_CENTS + clamp(level, 0, 1) * (MAX_PRICE_CENTS - MIN_PRICE_CENTS)), MIN_PRICE_CENTS, MAX_PRICE_CENTS);

  const teachesOffline = rng.chance(0.35);
  const teachesOnline = !teachesOffline || rng.chance(0.6);
  const city = teachesOffline || rng.chance(0.5) ? pickCity(rng) : null;

  const bio = generateBio(rng, {
    fullName,
    groupSlug: group.slug,
    courseNames: courses.map((course) => course.nameFa),
    experienceYears,
    teachesOnline,
    teachesOffline,
    cityName: city?.nameFa ?? null,
  });
  const ageDays = isNew ? rng.int(0, 45) : rng.int(60, 1800);
  // Shipped files only (public/media, data/media.ts): every demo tutor has a photo; one with an intro clip
  // has the face of the person in it.
  const intro = rng.chance(0.06) ? introFor(index, gender) : null;

  return {
    index,
    username: `${slugify(firstEn)}-${slugify(lastEn)}-${index}`,
    fullName,
    fullNameEn: `${firstEn} ${lastEn}`,
    gender,
    bio,
    stars,
    reviewsCount,
    classesCount,
    experienceYears,
    priceCents,
    citySlug: city?.slug ?? null,
    teachesOnline,
    teachesOffline,
    avatarUrl: intro?.photo ?? tutorPhotoFor(index, gender),
    introVideoUrl: intro?.video ?? null,
    isActive: true,
    createdAt: new Date(REFERENCE_DATE - ageDays * DAY_MS - rng.int(0, DAY_MS / 1000 - 1) * 1000),
    courseSlugs: courses.map((course) => course.slug),
  };
}

/** Tutors `from`..`count` (1-based, inclusive). */
export function generateTutors(count: number, from = 1): GeneratedTutor[] {
  const tutors: GeneratedTutor[] = [];
  for (let index = from; index <= count; index++) tutors.push(generateTutor(index));
  return tutors;
}
