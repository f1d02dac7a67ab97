export default {
  title: 'Anular cápsula',
  intro:
    'Uma cápsula anulada já não pode ser usada em análises e não é faturada. Leia o código QR da cápsula ou escreva o código e o lote.',
  noWorkplace: 'Escolha um estabelecimento no início para anular as cápsulas dele.',
  form: {
    title: 'Cápsula a anular',
    camera: 'Imagem da câmara para ler o código QR da cápsula',
    capsuleCode: 'Código da cápsula',
    lot: 'Lote',
    submit: 'Anular cápsula',
  },
  confirm: {
    title: 'Anular esta cápsula?',
    text: 'A cápsula {{code}} do lote {{lot}} deixará de poder ser usada. Não é possível desfazer.',
    back: 'Voltar',
    submit: 'Anular',
  },
  done: {
    title: 'Cápsula anulada',
    text: 'A cápsula {{code}} do lote {{lot}} ({{exam}}) foi anulada e não será faturada.',
  },
  modal: { ok: 'Compreendi' },
  list: {
    title: 'Cápsulas anuladas',
    loading: 'A carregar as cápsulas anuladas…',
    empty: 'Nenhuma cápsula deste estabelecimento foi anulada.',
    caption: 'Cápsulas anuladas, das mais recentes para as mais antigas',
    capsule: 'Cápsula',
    lot: 'Lote',
    exam: 'Análise',
    when: 'Anulada em',
    how: 'Como',
    by: 'Por',
    method: { qr: 'Código QR', typed: 'Escrita' },
    more: 'Carregar mais',
  },
};
