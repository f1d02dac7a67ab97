import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users, workplaces } from '../auth/schema';

/** A booking of a workplace's agenda: when, for how long, for whom; edited in place, deleted for good. */
export const scheduleBookings = pgTable(
  'schedule_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    patientName: text('patient_name').notNull(),
    phone: text('phone'),
    location: text('location'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('schedule_bookings_workplace').on(t.workplaceId, t.startsAt),
    check('schedule_bookings_duration', sql`${t.durationMinutes} between 5 and 240`),
  ],
);
