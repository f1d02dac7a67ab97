export { SupportChat, useSupportUnread } from './components/support-chat';
