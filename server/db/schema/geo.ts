import { boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  iso2: varchar('iso2', { length: 2 }).notNull().unique(),
  nameFa: text('name_fa').notNull(),
  nameEn: text('name_en').notNull(),
  dialCode: varchar('dial_code', { length: 8 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(1000),
});

export const provinces = pgTable('provinces', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  nameFa: text('name_fa').notNull(),
  nameEn: text('name_en').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    nameFa: text('name_fa').notNull(),
    nameEn: text('name_en').notNull(),
    isCapital: boolean('is_capital').notNull().default(false),
  },
  (t) => [index('cities_province_idx').on(t.provinceId)],
);
