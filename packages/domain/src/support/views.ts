import { z } from 'zod';

/** Support chat (§2): what a message may carry. */
export const SUPPORT_MESSAGE_MAX_CHARS = 2000;
export const SUPPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const supportAttachmentTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export const supportSides = ['operator', 'support'] as const;
export type SupportSide = (typeof supportSides)[number];

export const supportMessageSchema = z.object({
  id: z.string(),
  side: z.enum(supportSides),
  author: z.string().nullable(),
  body: z.string(),
  attachment: z.object({ name: z.string(), contentType: z.string(), size: z.number().int() }).nullable(),
  at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportConversationSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'closed']),
  workplace: z.object({ cnpj: z.string(), name: z.string() }),
  openedBy: z.string(),
  context: z.record(z.string(), z.string()),
  lastMessageAt: z.string(),
  lastMessage: z.string(),
  /** The other side's messages the caller has not read. */
  unread: z.number().int(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

export const supportConversationListSchema = z.object({
  items: z.array(supportConversationSchema),
  unread: z.number().int(),
});

export const supportThreadSchema = z.object({
  conversation: supportConversationSchema,
  messages: z.array(supportMessageSchema),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

const messageBody = z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX_CHARS);

/** POST /support/conversations: the first message, and the context it was opened from (an error code…). */
export const openConversationBodySchema = z.object({
  body: messageBody,
  context: z.record(z.string().max(40), z.string().max(200)).optional(),
});
export const supportMessageBodySchema = z.object({ body: messageBody });
