import { z } from '@/lib/schemas/zod';

import { DEFAULT_PER_PAGE, GENDERS, MAX_COMPARE, MAX_PAGE, MAX_PER_PAGE, TEACHING_TYPES, TUTOR_SORTS } from '@/lib/tutors/options';
import { optionalQueryDecimal, optionalQueryInt, optionalQueryRecordId, queryIntOr, queryRecordId } from './query-values';
import { storableText } from './text';
import { rule } from './error-map';
import { recordId } from './ids';

export { DEFAULT_PER_PAGE, GENDERS, MAX_COMPARE, MAX_PAGE, MAX_PER_PAGE, TEACHING_TYPES, TUTOR_SORTS };
export type { TeachingType, TutorSort } from '@/lib/tutors/options';

const MAX_ID = 2_147_483_647;
const id = queryRecordId();
const optionalId = optionalQueryRecordId();
const euros = optionalQueryInt(0, 10_000);

/** What narrows a list: shared by the list, best-list and price calls. */
export const tutorFilterShape = {
  course_id: optionalId,
  course_group_id: optionalId,
  zn_city_id: optionalId,
  province_id: optionalId,
  type: z.enum(TEACHING_TYPES).optional(),
  /** Whole euros per hour. */
  price_min: euros,
  price_max: euros,
  stars: optionalQueryDecimal(0, 5),
  gender: z.enum(GENDERS).optional(),
};

const priceRange = (q: { price_min?: number; price_max?: number }) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max;
const priceRangeIssue = { path: ['price_max'], ...rule('price_range') };

export const tutorFilterQuerySchema = z.strictObject(tutorFilterShape).refine(priceRange, priceRangeIssue);

export const tutorListQuerySchema = z
  .strictObject({
    ...tutorFilterShape,
    per_page: queryIntOr(1, MAX_PER_PAGE, DEFAULT_PER_PAGE),
    page: queryIntOr(1, MAX_PAGE, 1),
    sort: z.enum(TUTOR_SORTS).default('relevance'),
    /** Comma-separated tutor ids (the comparison page). */
    ids: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10}){0,49}$/)
      .transform((value) => [...new Set(value.split(',').map(Number))])
      // Ten digits can exceed PostgreSQL's integer ids, which would fail the query.
      .refine((ids) => ids.every((value) => value <= MAX_ID), rule('tutor_ids'))
      .optional(),
  })
  .refine(priceRange, priceRangeIssue);

export type TutorFilters = z.output<typeof tutorFilterQuerySchema>;
export type TutorListParams = z.output<typeof tutorListQuerySchema>;
/** What a caller may send (everything optional). */
export type TutorListInput = z.input<typeof tutorListQuerySchema>;

export const linkParametersQuerySchema = z.strictObject({
  course_id: optionalId,
  course_group_id: optionalId,
  zn_city_id: optionalId,
  province_id: optionalId,
  type: z.enum(TEACHING_TYPES).optional(),
  /** Up to five path slugs joined by '/', as in /tutor-list/{p1}/{p2}. */
  slugs: z
    .string()
    .max(500)
    .regex(/^[a-z0-9-]+(\/[a-z0-9-]+){0,4}$/)
    .optional(),
});

export const usernameParam = z.strictObject({
  username: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/),
});
export const tutorIdParam = z.strictObject({ id: recordId });

export const searchBoxQuerySchema = z.strictObject({ q: z.string().trim().min(1).max(60).refine(storableText, rule('no_control_characters')) });
export const citiesQuerySchema = z.strictObject({
  teaching_type: z.enum(['OFFLINE', 'ONLINE']).optional(),
  province_id: id.optional(),
});
