import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, workplaces } from '../auth/schema';
import { lots } from '../stock/schema';

/** §4 capsule nullification: a nullified capsule (code within its lot) cannot be used and is not billed. */
export const nullifiedCapsules = pgTable(
  'nullified_capsules',
  {
    lotId: uuid('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    capsuleCode: text('capsule_code').notNull(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    /** How the code was given: 'qr' (camera scan) or 'typed'. */
    method: text('method').notNull(),
    nullifiedBy: uuid('nullified_by').references(() => users.id, { onDelete: 'set null' }),
    nullifiedAt: timestamp('nullified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lotId, t.capsuleCode] }),
    index('nullified_capsules_workplace').on(t.workplaceId, t.nullifiedAt),
  ],
);
