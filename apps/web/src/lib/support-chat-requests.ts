/**
 * How any screen asks for the support chat (the §8 errors that advise contacting support): the shell
 * listens and opens the chat with the context attached (the error's code).
 */
type Listener = (context: Record<string, string>) => void;
const listeners = new Set<Listener>();

export function requestSupportChat(context: Record<string, string> = {}): void {
  for (const listener of listeners) listener(context);
}

export function onSupportChatRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether anything listens (a screen outside the shell, e.g. login, has no chat to open). */
export const supportChatAvailable = () => listeners.size > 0;

/** Every support-chat query starts with this key (a live chat message makes them all be read again). */
export const supportChatQueryKey = ['support-chat'] as const;
