/** The support chat. */
export default {
  loading: 'Carregando…',
  back: 'Voltar',
  openConversation_one: 'Conversa com {{who}}, {{count}} mensagem não lida',
  openConversation_other: 'Conversa com {{who}}, {{count}} mensagens não lidas',
  new: {
    message: 'Sua mensagem para o suporte',
    hint: 'Conte o que aconteceu; o suporte responde aqui mesmo.',
    send: 'Enviar ao suporte',
    context: 'Sobre: {{context}}',
  },
  mine: {
    title: 'Suas conversas',
    empty: 'Nenhuma conversa ainda.',
  },
  queue: {
    title: 'Fila de atendimento',
    empty: 'Nenhuma conversa aberta.',
  },
  thread: {
    withSupport: 'Suporte Ponto',
    fromOperator: '{{name}} · {{workplace}}',
    supportAuthor: 'Suporte ({{name}})',
    context: 'Sobre: {{context}}',
    messages_one: '{{count}} mensagem',
    messages_other: '{{count}} mensagens',
    message: 'Mensagem',
    send: 'Enviar',
    attach: 'Anexar imagem ou PDF',
    download: 'Baixar {{name}}',
    close: 'Encerrar conversa',
    closed: 'Conversa encerrada: escreva de novo para reabrir',
  },
};
