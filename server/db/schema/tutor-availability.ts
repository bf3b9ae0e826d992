import { index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { tutors } from './tutors';

/**
 * A tutor's weekly hours, in the tutor's own time zone (wall-clock minutes from midnight), so a
 * slot stays "Mondays 17:00" across daylight-saving changes; viewers see it converted.
 */
export const tutorAvailability = pgTable(
  'tutor_availability',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    /** ISO weekday: 1 = Monday … 7 = Sunday. */
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
  },
  (t) => [index('tutor_availability_tutor_idx').on(t.tutorId, t.weekday)],
);
