import { integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 8 }).notNull(), // 'TEXT' | 'VIDEO'
  authorName: text('author_name').notNull(),
  authorRole: text('author_role').notNull(),
  body: text('body').notNull(),
  authorNameEn: text('author_name_en').notNull().default(''),
  authorRoleEn: text('author_role_en').notNull().default(''),
  bodyEn: text('body_en').notNull().default(''),
  stars: integer('stars').notNull().default(5),
  videoUrl: text('video_url'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  topic: varchar('topic', { length: 40 }).notNull(),
  questionFa: text('question_fa').notNull(),
  answerFa: text('answer_fa').notNull(),
  questionEn: text('question_en').notNull(),
  answerEn: text('answer_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const settings = pgTable('settings', {
  key: varchar('key', { length: 80 }).primaryKey(),
  value: jsonb('value').notNull(),
});
