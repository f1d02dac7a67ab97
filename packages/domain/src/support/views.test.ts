import { describe, expect, it } from 'vitest';
import {
  openConversationBodySchema,
  SUPPORT_MESSAGE_MAX_CHARS,
  supportAttachmentTypes,
  supportMessageBodySchema,
} from './views';

describe('support chat contracts', () => {
  it('needs a message of 1 to 2,000 characters, and takes a context of short strings', () => {
    expect(supportMessageBodySchema.safeParse({ body: '  ' }).success).toBe(false);
    expect(
      supportMessageBodySchema.safeParse({ body: 'x'.repeat(SUPPORT_MESSAGE_MAX_CHARS + 1) }).success,
    ).toBe(false);
    expect(
      openConversationBodySchema.parse({ body: ' Ajuda ', context: { error: 'READER_OFFLINE' } }),
    ).toEqual({
      body: 'Ajuda',
      context: { error: 'READER_OFFLINE' },
    });
  });

  it('attaches images and PDFs only', () => {
    expect(supportAttachmentTypes).toEqual(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);
  });
});
