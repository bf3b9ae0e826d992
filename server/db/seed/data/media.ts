/**
 * The demo media the repo ships in public/media (drawn by scripts/generate-media.mjs, committed):
 * the seed links only to these files, so every photo and video a demo page shows exists.
 */
export const TUTOR_PHOTOS_PER_GENDER = 64;
export const TUTOR_PHOTO_SIZE = 256;
export const INTRO_VIDEO_COUNT = 6;
export const TESTIMONIAL_VIDEO_COUNT = 4;

type Gender = 'MALE' | 'FEMALE';

const two = (n: number) => String(n).padStart(2, '0');

/** Photo `n` (1-based) of a gender: `/media/tutors/photos/f-07.webp`. */
export const tutorPhotoPath = (gender: Gender, n: number) => `/media/tutors/photos/${gender === 'FEMALE' ? 'f' : 'm'}-${two(n)}.webp`;

/**
 * Tutor `index`'s photo: spread by a multiplier coprime to the set's size, so neighbours in the
 * demo stream rarely share a face; derived from the index alone (the seed's random stream is untouched).
 */
export const tutorPhotoFor = (index: number, gender: Gender) => tutorPhotoPath(gender, ((index * 37) % TUTOR_PHOTOS_PER_GENDER) + 1);

export const introVideoPath = (n: number) => `/media/tutors/intro-${n}.mp4`;
export const testimonialVideoPath = (n: number) => `/media/testimonials/${n}.mp4`;

/** Who appears in each clip (gender and photo number): a tutor with an intro clip has that clip's face as their photo. */
export const INTRO_CLIPS: readonly { gender: Gender; photo: number }[] = Array.from({ length: INTRO_VIDEO_COUNT }, (_, i) => ({
  gender: i % 2 ? 'MALE' : 'FEMALE',
  photo: 3 + i,
}));
/** The video testimonials' speakers, in order: a student, a father, an IELTS learner, a piano student (data/content.ts). */
export const TESTIMONIAL_CLIPS: readonly { gender: Gender; photo: number }[] = (['FEMALE', 'MALE', 'FEMALE', 'MALE'] as const)
  .slice(0, TESTIMONIAL_VIDEO_COUNT)
  .map((gender, i) => ({ gender, photo: 20 + i }));

/** Tutor `index`'s intro clip (one showing someone of their gender) and the photo that goes with it. */
export function introFor(index: number, gender: Gender): { video: string; photo: string } {
  const clips = INTRO_CLIPS.map((clip, i) => ({ ...clip, n: i + 1 })).filter((clip) => clip.gender === gender);
  const clip = clips[index % clips.length]!;
  return { video: introVideoPath(clip.n), photo: tutorPhotoPath(gender, clip.photo) };
}

/** Every file the seed can link to (the media test checks each is in public/). */
export function allSeedMediaPaths(): string[] {
  const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
  return [
    ...range(TUTOR_PHOTOS_PER_GENDER).flatMap((n) => [tutorPhotoPath('FEMALE', n), tutorPhotoPath('MALE', n)]),
    ...range(INTRO_VIDEO_COUNT).map(introVideoPath),
    ...range(TESTIMONIAL_VIDEO_COUNT).map(testimonialVideoPath),
  ];
}
