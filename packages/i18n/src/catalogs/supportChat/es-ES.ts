/** The support chat. */
export default {
  loading: 'Cargando…',
  back: 'Volver',
  openConversation_one: 'Conversación con {{who}}, {{count}} mensaje sin leer',
  openConversation_other: 'Conversación con {{who}}, {{count}} mensajes sin leer',
  new: {
    message: 'Su mensaje para soporte',
    hint: 'Cuente qué pasó; soporte responde aquí mismo.',
    send: 'Enviar a soporte',
    context: 'Sobre: {{context}}',
  },
  mine: {
    title: 'Sus conversaciones',
    empty: 'Todavía no hay conversaciones.',
  },
  queue: {
    title: 'Cola de atención',
    empty: 'No hay conversaciones abiertas.',
  },
  thread: {
    withSupport: 'Soporte Ponto',
    fromOperator: '{{name}} · {{workplace}}',
    supportAuthor: 'Soporte ({{name}})',
    context: 'Sobre: {{context}}',
    messages_one: '{{count}} mensaje',
    messages_other: '{{count}} mensajes',
    message: 'Mensaje',
    send: 'Enviar',
    attach: 'Adjuntar imagen o PDF',
    download: 'Descargar {{name}}',
    close: 'Cerrar conversación',
    closed: 'Conversación cerrada: escriba de nuevo para reabrirla',
  },
};
