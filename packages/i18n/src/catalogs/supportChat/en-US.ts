/** The support chat. */
export default {
  loading: 'Loading…',
  back: 'Back',
  openConversation_one: 'Conversation with {{who}}, {{count}} unread message',
  openConversation_other: 'Conversation with {{who}}, {{count}} unread messages',
  new: {
    message: 'Your message to support',
    hint: 'Tell us what happened; support answers right here.',
    send: 'Send to support',
    context: 'About: {{context}}',
  },
  mine: {
    title: 'Your conversations',
    empty: 'No conversation yet.',
  },
  queue: {
    title: 'Support queue',
    empty: 'No open conversation.',
  },
  thread: {
    withSupport: 'Ponto support',
    fromOperator: '{{name}} · {{workplace}}',
    supportAuthor: 'Support ({{name}})',
    context: 'About: {{context}}',
    messages_one: '{{count}} message',
    messages_other: '{{count}} messages',
    message: 'Message',
    send: 'Send',
    attach: 'Attach an image or PDF',
    download: 'Download {{name}}',
    close: 'Close conversation',
    closed: 'Conversation closed: write again to reopen it',
  },
};
