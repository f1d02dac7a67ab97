import type { SupportSide } from '@ponto/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { supportConversations, supportMessages, users, workplaces } from '../../db/schema';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type NewConversation = typeof supportConversations.$inferInsert;
export type ConversationPatch = Partial<NewConversation>;
export type MessageRow = typeof supportMessages.$inferSelect;
export type NewMessage = typeof supportMessages.$inferInsert;

/**
 * The conversations one workplace opened with support: what an operator does from the workplace (list
 * theirs, open one). A conversation it opens is this workplace's, so its first message goes with it.
 */
export class SupportConversationRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  /** The user's conversations at the workplace, the 50 with the newest message first. */
  openedBy(userId: string): Promise<ConversationRow[]> {
    return this.db
      .select()
      .from(supportConversations)
      .where(
        and(
          eq(supportConversations.openedBy, userId),
          eq(supportConversations.workplaceId, this.workplaceId),
        ),
      )
      .orderBy(desc(supportConversations.lastMessageAt))
      .limit(50);
  }

  /** Opens a conversation of the workplace with its first message; run it in a transaction. */
  async open(
    conversation: Omit<NewConversation, 'workplaceId'>,
    first: Omit<NewMessage, 'conversationId'>,
  ): Promise<ConversationRow> {
    const [row] = await this.db
      .insert(supportConversations)
      .values({ ...conversation, workplaceId: this.workplaceId })
      .returning();
    await this.db.insert(supportMessages).values({ ...first, conversationId: row!.id });
    return row!;
  }
}

/**
 * The SQL of §2 support chat by conversation or message id, bound to no workplace: a conversation is seen
 * by the operator who opened it or by support staff, who answer every workplace's from one queue, and
 * those routes name no workplace (the service checks who may see each conversation).
 */
export class SupportRepository {
  constructor(private readonly db: Db) {}

  async conversation(id: string): Promise<ConversationRow | undefined> {
    const [row] = await this.db.select().from(supportConversations).where(eq(supportConversations.id, id));
    return row;
  }

  /** Open conversations of every workplace, the 200 with the newest message first. */
  openConversations(): Promise<ConversationRow[]> {
    return this.db
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.status, 'open'))
      .orderBy(desc(supportConversations.lastMessageAt))
      .limit(200);
  }

  userNames(ids: string[]): Promise<Array<{ id: string; name: string }>> {
    return this.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  }

  workplaces(ids: string[]): Promise<Array<{ id: string; cnpj: string; name: string }>> {
    return this.db
      .select({ id: workplaces.id, cnpj: workplaces.cnpj, name: workplaces.name })
      .from(workplaces)
      .where(inArray(workplaces.id, ids));
  }

  async workplaceCnpj(workplaceId: string): Promise<string | undefined> {
    const [place] = await this.db
      .select({ cnpj: workplaces.cnpj })
      .from(workplaces)
      .where(eq(workplaces.id, workplaceId));
    return place?.cnpj;
  }

  /** Per conversation, the messages of the other side that `side` has not read. */
  unread(ids: string[], side: SupportSide): Promise<Array<{ id: string; count: number }>> {
    const other: SupportSide = side === 'operator' ? 'support' : 'operator';
    const readAt =
      side === 'operator' ? supportConversations.operatorReadAt : supportConversations.supportReadAt;
    return this.db
      .select({ id: supportMessages.conversationId, count: sql<number>`count(*)::int` })
      .from(supportMessages)
      .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
      .where(
        and(
          inArray(supportMessages.conversationId, ids),
          eq(supportMessages.side, other),
          sql`${supportMessages.at} > coalesce(${readAt}, '-infinity')`,
        ),
      )
      .groupBy(supportMessages.conversationId);
  }

  /** The last message of each conversation. */
  lastMessages(ids: string[]): Promise<Array<{ id: string; body: string; attachment: string | null }>> {
    return this.db
      .selectDistinctOn([supportMessages.conversationId], {
        id: supportMessages.conversationId,
        body: supportMessages.body,
        attachment: supportMessages.attachmentName,
      })
      .from(supportMessages)
      .where(inArray(supportMessages.conversationId, ids))
      .orderBy(supportMessages.conversationId, desc(supportMessages.seq));
  }

  async updateConversation(id: string, values: ConversationPatch): Promise<void> {
    await this.db.update(supportConversations).set(values).where(eq(supportConversations.id, id));
  }

  async insertMessage(message: NewMessage): Promise<void> {
    await this.db.insert(supportMessages).values(message);
  }

  /** The conversation's messages in order, each with its author's name. */
  messages(conversationId: string): Promise<Array<{ m: MessageRow; author: string | null }>> {
    return this.db
      .select({ m: supportMessages, author: users.name })
      .from(supportMessages)
      .leftJoin(users, eq(users.id, supportMessages.authorId))
      .where(eq(supportMessages.conversationId, conversationId))
      .orderBy(asc(supportMessages.seq));
  }

  async message(id: string): Promise<MessageRow | undefined> {
    const [message] = await this.db.select().from(supportMessages).where(eq(supportMessages.id, id));
    return message;
  }
}
