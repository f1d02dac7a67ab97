/** The support chat. */
export default {
  loading: 'A carregar…',
  back: 'Voltar',
  openConversation_one: 'Conversa com {{who}}, {{count}} mensagem por ler',
  openConversation_other: 'Conversa com {{who}}, {{count}} mensagens por ler',
  new: {
    message: 'A sua mensagem para o suporte',
    hint: 'Conte o que aconteceu; o suporte responde aqui mesmo.',
    send: 'Enviar ao suporte',
    context: 'Sobre: {{context}}',
  },
  mine: {
    title: 'As suas conversas',
    empty: 'Ainda não há conversas.',
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
    download: 'Transferir {{name}}',
    close: 'Terminar conversa',
    closed: 'Conversa terminada: escreva de novo para a reabrir',
  },
};
