import { index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { cities } from './geo';

/** One titled block of an informational page, in one language. */
export interface PageSection {
  heading: string;
  body: string;
}

/** The informational pages (about-us, terms, ...): text per locale, sections in order. */
export const contentPages = pgTable('content_pages', {
  slug: varchar('slug', { length: 60 }).primaryKey(),
  titleFa: text('title_fa').notNull(),
  titleEn: text('title_en').notNull(),
  summaryFa: text('summary_fa').notNull(),
  summaryEn: text('summary_en').notNull(),
  sectionsFa: jsonb('sections_fa').$type<PageSection[]>().notNull(),
  sectionsEn: jsonb('sections_en').$type<PageSection[]>().notNull(),
});

/** Links to tutor-list landing pages shown on the home page (a course, optionally in a city). */
export const internalLinks = pgTable(
  'internal_links',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    cityId: integer('city_id').references(() => cities.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('internal_links_sort_idx').on(t.sortOrder)],
);
