import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workplaces } from '../auth/schema';

/** A workplace's logo on its reports (a PNG or JPEG data: URL), apart so that loading a workplace stays light. */
export const workplaceReportLogos = pgTable('workplace_report_logos', {
  workplaceId: uuid('workplace_id')
    .primaryKey()
    .references(() => workplaces.id, { onDelete: 'cascade' }),
  image: text('image').notNull(),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
