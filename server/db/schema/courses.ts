import { boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

export const courseGroups = pgTable('course_groups', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  nameFa: text('name_fa').notNull(),
  nameEn: text('name_en').notNull(),
  isImportant: boolean('is_important').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    courseGroupId: integer('course_group_id')
      .notNull()
      .references(() => courseGroups.id),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    nameFa: text('name_fa').notNull(),
    nameEn: text('name_en').notNull(),
    isImportant: boolean('is_important').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('courses_group_idx').on(t.courseGroupId, t.sortOrder)],
);
