import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type ChatMessage,
  envelope,
  type SupportConversation,
  type SupportMessage,
  type SupportSide,
  type SupportThread,
  workplaceTopics,
} from '@ponto/domain';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { type FileStore, newFileKey } from '../../platform/file-store';
import type { WorkplaceContext } from '../../request-context';
import type { LiveBus } from '../live/live-bus';
import { sniffImageType } from '../photos/image-content';
import { type ConversationRow, type NewMessage, SupportRepository } from './repository';

export interface ChatUser {
  id: string;
  roles: readonly string[];
}

const isSupport = (user: ChatUser) => user.roles.includes('support');

/** The content type of an attachment, read from its bytes: a picture or a PDF, nothing else. */
export function attachmentType(bytes: Uint8Array): string | null {
  const image = sniffImageType(bytes);
  if (image) return image;
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return pdf.every((b, i) => bytes[i] === b) ? 'application/pdf' : null;
}

/**
 * §2 support chat (docs/support-chat.md): an operator's conversations from a workplace, the support users'
 * queue, messages with an image or PDF attached, unread counts per side, and a live note on the
 * workplace's chat topic whenever a message arrives.
 */
export class SupportService {
  /** Unbound: the routes by conversation id name no workplace (see SupportRepository). */
  private readonly support: SupportRepository;

  constructor(private readonly deps: { db: Db; clock: Clock; bus: LiveBus; store: FileStore }) {
    this.support = new SupportRepository(deps.db);
  }

  /** The caller's side of a conversation, or NOT_FOUND when it is not theirs to see. */
  private sideOf(conversation: ConversationRow, user: ChatUser): SupportSide {
    if (conversation.openedBy === user.id) return 'operator';
    if (isSupport(user)) return 'support';
    throw new AppError('NOT_FOUND');
  }

  private async conversation(id: string, user: ChatUser) {
    const row = await this.support.conversation(id);
    if (!row) throw new AppError('NOT_FOUND');
    return { row, side: this.sideOf(row, user) };
  }

  private async views(rows: ConversationRow[], side: SupportSide): Promise<SupportConversation[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [names, places, unread, last] = await Promise.all([
      this.support.userNames([...new Set(rows.map((r) => r.openedBy))]),
      this.support.workplaces([...new Set(rows.map((r) => r.workplaceId))]),
      this.support.unread(ids, side),
      this.support.lastMessages(ids),
    ]);
    return rows.map((row) => {
      const place = places.find((p) => p.id === row.workplaceId);
      const lastMessage = last.find((l) => l.id === row.id);
      return {
        id: row.id,
        status: row.status as 'open' | 'closed',
        workplace: { cnpj: place?.cnpj ?? '', name: place?.name ?? '' },
        openedBy: names.find((n) => n.id === row.openedBy)?.name ?? '',
        context: row.context,
        lastMessageAt: row.lastMessageAt.toISOString(),
        lastMessage: lastMessage?.body || lastMessage?.attachment || '',
        unread: unread.find((u) => u.id === row.id)?.count ?? 0,
      };
    });
  }

  /** The operator's conversations at this workplace, newest first. */
  async mine({ caller, repos }: WorkplaceContext) {
    const rows = await repos.supportConversations.openedBy(caller.user.id);
    const items = await this.views(rows, 'operator');
    return { items, unread: items.reduce((sum, c) => sum + c.unread, 0) };
  }

  /** Support's queue: open conversations of every workplace, the longest waiting… newest message first. */
  async queue() {
    const rows = await this.support.openConversations();
    const items = await this.views(rows, 'support');
    return { items, unread: items.reduce((sum, c) => sum + c.unread, 0) };
  }

  async open(
    { caller, workplace, transaction }: WorkplaceContext,
    body: { body: string; context?: Record<string, string> | undefined },
  ): Promise<SupportThread> {
    const user = caller.user;
    const now = this.deps.clock.now();
    const row = await transaction(({ supportConversations }) =>
      supportConversations.open(
        { openedBy: user.id, context: body.context ?? {}, lastMessageAt: now, operatorReadAt: now },
        { authorId: user.id, side: 'operator', body: body.body, at: now },
      ),
    );
    await this.announce(workplace.cnpj, row.id, 'operator');
    return this.thread(row.id, user);
  }

  async thread(id: string, user: ChatUser): Promise<SupportThread> {
    const { row, side } = await this.conversation(id, user);
    const messages = await this.support.messages(id);
    const [view] = await this.views([row], side);
    return {
      conversation: view!,
      messages: messages.map(
        ({ m, author }): SupportMessage => ({
          id: m.id,
          side: m.side as SupportSide,
          author,
          body: m.body,
          attachment:
            m.attachmentKey && m.attachmentName && m.attachmentType
              ? { name: m.attachmentName, contentType: m.attachmentType, size: m.attachmentSize ?? 0 }
              : null,
          at: m.at.toISOString(),
        }),
      ),
    };
  }

  /** Tells the workplace's browsers a message arrived (no text: the whole workplace hears the topic). */
  private async announce(cnpj: string, conversationId: string, side: 'operator' | 'support') {
    await this.deps.bus.publish(workplaceTopics.chat(cnpj), {
      ...envelope(crypto.randomUUID(), this.deps.clock.now()),
      type: 'chat',
      conversationId,
      from: side === 'support' ? 'support' : 'user',
    } satisfies ChatMessage);
  }

  private async post(
    id: string,
    user: ChatUser,
    values: Omit<NewMessage, 'conversationId' | 'side' | 'at' | 'authorId'>,
  ): Promise<SupportThread> {
    const { row, side } = await this.conversation(id, user);
    const now = this.deps.clock.now();
    await this.support.insertMessage({ ...values, conversationId: id, authorId: user.id, side, at: now });
    // Writing reads what came before; an operator writing again reopens a closed conversation.
    await this.support.updateConversation(id, {
      lastMessageAt: now,
      ...(side === 'operator' ? { operatorReadAt: now, status: 'open' } : { supportReadAt: now }),
    });
    const cnpj = await this.support.workplaceCnpj(row.workplaceId);
    if (cnpj) await this.announce(cnpj, id, side);
    return this.thread(id, user);
  }

  send(id: string, user: ChatUser, body: string) {
    return this.post(id, user, { body });
  }

  async attach(id: string, user: ChatUser, file: { name: string; bytes: Buffer }) {
    const contentType = attachmentType(file.bytes);
    if (!contentType) throw new AppError('SUPPORT_ATTACHMENT_REJECTED');
    const { row } = await this.conversation(id, user);
    const key = newFileKey('support-attachment', row.workplaceId);
    await this.deps.store.put(key, file.bytes);
    const name = (file.name.split(/[\\/]/).pop() ?? 'anexo').replace(/["\r\n]/g, '').slice(-120) || 'anexo';
    return this.post(id, user, {
      body: '',
      attachmentKey: key,
      attachmentName: name,
      attachmentType: contentType,
      attachmentSize: file.bytes.length,
    });
  }

  async attachment(
    messageId: string,
    user: ChatUser,
  ): Promise<{ name: string; type: string; size: number; stream: Readable }> {
    const message = await this.support.message(messageId);
    if (!message?.attachmentKey) throw new AppError('NOT_FOUND');
    await this.conversation(message.conversationId, user);
    const stream = await this.deps.store.get(message.attachmentKey);
    if (!stream) throw new AppError('NOT_FOUND');
    return {
      name: message.attachmentName ?? 'anexo',
      type: message.attachmentType ?? 'application/octet-stream',
      size: message.attachmentSize ?? 0,
      stream,
    };
  }

  async markRead(id: string, user: ChatUser): Promise<{ ok: true }> {
    const { side } = await this.conversation(id, user);
    const now = this.deps.clock.now();
    await this.support.updateConversation(
      id,
      side === 'operator' ? { operatorReadAt: now } : { supportReadAt: now },
    );
    return { ok: true };
  }

  async close(id: string, user: ChatUser): Promise<SupportThread> {
    const { side } = await this.conversation(id, user);
    if (side !== 'support') throw new AppError('FORBIDDEN');
    await this.support.updateConversation(id, { status: 'closed' });
    return this.thread(id, user);
  }
}
