import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cities } from './geo';

/** Schools listed by the school-consultation pages. */
export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    /** 'PRIMARY' | 'MIDDLE' | 'HIGH' */
    level: varchar('level', { length: 8 }).notNull(),
    /** 'BOYS' | 'GIRLS' */
    gender: varchar('gender', { length: 8 }).notNull(),
    /** 'PUBLIC' | 'PRIVATE' | 'GIFTED' */
    kind: varchar('kind', { length: 8 }).notNull(),
    nameFa: text('name_fa').notNull(),
    nameEn: text('name_en').notNull(),
    districtFa: text('district_fa').notNull(),
    districtEn: text('district_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('schools_city_idx').on(t.cityId, t.sortOrder)],
);

/** School consultation requests (which school to choose, admission). */
export const schoolRequests = pgTable('school_requests', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').references(() => schools.id),
  fullName: text('full_name').notNull(),
  mobile: varchar('mobile', { length: 20 }).notNull(),
  grade: integer('grade').notNull(),
  message: text('message').notNull(),
  locale: varchar('locale', { length: 8 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
