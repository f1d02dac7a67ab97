import { describe, expect, it, vi } from 'vitest';
import { onSupportChatRequest, requestSupportChat, supportChatAvailable } from './support-chat-requests';

describe('support chat requests', () => {
  it('reach the listener with their context until it stops listening', () => {
    const listener = vi.fn();
    expect(supportChatAvailable()).toBe(false);
    const stop = onSupportChatRequest(listener);
    expect(supportChatAvailable()).toBe(true);
    requestSupportChat({ error: 'READER_OFFLINE' });
    expect(listener).toHaveBeenCalledWith({ error: 'READER_OFFLINE' });
    stop();
    requestSupportChat();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
