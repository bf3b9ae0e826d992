import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Files sent through the tus endpoint: who owns each upload (only they may resume or delete it). */
export const uploads = pgTable(
  'uploads',
  {
    /** The tus upload id, also the file's name in the store. */
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 255 }),
    fileType: varchar('file_type', { length: 100 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt)],
);
