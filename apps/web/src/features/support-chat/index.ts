export { useSupportUnread } from './api/use-support-unread';
export { LazySupportChatDialog as SupportChatDialog } from './components/lazy-support-chat-dialog';
