import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { PageSection } from './pages';

/** Study-abroad destinations with their guidance text per locale. */
export const abroadCountries = pgTable('abroad_countries', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  iso2: varchar('iso2', { length: 2 }).notNull(),
  nameFa: text('name_fa').notNull(),
  nameEn: text('name_en').notNull(),
  summaryFa: text('summary_fa').notNull(),
  summaryEn: text('summary_en').notNull(),
  sectionsFa: jsonb('sections_fa').$type<PageSection[]>().notNull(),
  sectionsEn: jsonb('sections_en').$type<PageSection[]>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Study-abroad consultation requests. */
export const abroadRequests = pgTable(
  'abroad_requests',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => abroadCountries.id),
    fullName: text('full_name').notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }),
    degree: varchar('degree', { length: 20 }).notNull(),
    message: text('message').notNull(),
    locale: varchar('locale', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('abroad_requests_country_idx').on(t.countryId)],
);
