import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users, workplaces } from '../auth/schema';

/** §2 NPS survey answers (0 to 10); a null score is 'not now', which postpones the question. */
export const npsResponses = pgTable(
  'nps_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workplaceId: uuid('workplace_id').references(() => workplaces.id, { onDelete: 'set null' }),
    score: integer('score'),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [index('nps_responses_user').on(t.userId, t.createdAt)],
);
