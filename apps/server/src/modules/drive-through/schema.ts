import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users, workplaces } from '../auth/schema';
import { households, preExams } from '../ordering/schema';

/** A drive-through lane of a workplace with its opening hours, kept on the wall clock of its zone. */
export const driveThroughPlaces = pgTable(
  'drive_through_places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('drive_through_places_name').on(t.workplaceId, t.name)],
);

/**
 * Times a wizard took for one household: held until expiresAt, each confirmed when a cohabitant's
 * registration is saved (which also moves expiresAt on).
 */
export const driveThroughHolds = pgTable('drive_through_holds', {
  id: uuid('id').primaryKey().defaultRandom(),
  workplaceId: uuid('workplace_id')
    .notNull()
    .references(() => workplaces.id, { onDelete: 'cascade' }),
  placeId: uuid('place_id')
    .notNull()
    .references(() => driveThroughPlaces.id, { onDelete: 'cascade' }),
  householdId: uuid('household_id').references(() => households.id),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** One taken time of a place: the unique (place, start) is what lets only one of two operators win it. */
export const driveThroughSlots = pgTable(
  'drive_through_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => driveThroughPlaces.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    holdId: uuid('hold_id')
      .notNull()
      .references(() => driveThroughHolds.id, { onDelete: 'cascade' }),
    preExamId: uuid('pre_exam_id').references(() => preExams.id, { onDelete: 'cascade' }),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('drive_through_slots_time').on(t.placeId, t.startsAt),
    index('drive_through_slots_hold').on(t.holdId, t.startsAt),
  ],
);
