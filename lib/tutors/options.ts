/**
 * The tutor list's fixed options and limits. Kept free of zod so client code (the compare store,
 * list URLs) can use them without shipping the validation library to every page.
 */
export const TUTOR_SORTS = ['relevance', 'price_asc', 'price_desc', 'stars', 'most_classes'] as const;
export type TutorSort = (typeof TUTOR_SORTS)[number];
/** The minimum ratings the filters offer. */
export const STAR_FILTERS = ['4.5', '4', '3'] as const;
export const TEACHING_TYPES = ['online', 'offline'] as const;
export type TeachingType = (typeof TEACHING_TYPES)[number];
export const GENDERS = ['male', 'female'] as const;
export const DEFAULT_PER_PAGE = 8;
export const MAX_PER_PAGE = 50;
export const MAX_PAGE = 1000;
export const MAX_COMPARE = 4;
