import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users, workplaces } from '../auth/schema';

/** A conversation an operator opened with support from a workplace; support users answer from the queue. */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the operator was looking at, e.g. the §8 error that advised contacting support. */
    context: jsonb('context').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('open'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    /** Until when each side has read (unread counts are the other side's messages after it). */
    operatorReadAt: timestamp('operator_read_at', { withTimezone: true }),
    supportReadAt: timestamp('support_read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_conversations_opener').on(t.openedBy, t.workplaceId, t.lastMessageAt),
    index('support_conversations_queue').on(t.status, t.lastMessageAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order messages were written in, even within one instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'operator' or 'support'. */
    side: text('side').notNull(),
    body: text('body').notNull().default(''),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_messages_conversation').on(t.conversationId, t.seq)],
);
