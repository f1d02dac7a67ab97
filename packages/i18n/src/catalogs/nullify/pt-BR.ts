export default {
  title: 'Anular cápsula',
  intro:
    'Uma cápsula anulada não pode mais ser usada em exames e não é cobrada. Leia o QR code da cápsula ou digite o código e o lote.',
  noWorkplace: 'Escolha um estabelecimento no início para anular cápsulas dele.',
  form: {
    title: 'Cápsula a anular',
    camera: 'Imagem da câmera para ler o QR code da cápsula',
    capsuleCode: 'Código da cápsula',
    lot: 'Lote',
    submit: 'Anular cápsula',
  },
  confirm: {
    title: 'Anular esta cápsula?',
    text: 'A cápsula {{code}} do lote {{lot}} não poderá mais ser usada. Não é possível desfazer.',
    back: 'Voltar',
    submit: 'Anular',
  },
  done: {
    title: 'Cápsula anulada',
    text: 'A cápsula {{code}} do lote {{lot}} ({{exam}}) foi anulada e não será cobrada.',
  },
  modal: { ok: 'Entendi' },
  list: {
    title: 'Cápsulas anuladas',
    loading: 'Carregando as cápsulas anuladas…',
    empty: 'Nenhuma cápsula anulada neste estabelecimento.',
    caption: 'Cápsulas anuladas, das mais recentes às mais antigas',
    capsule: 'Cápsula',
    lot: 'Lote',
    exam: 'Exame',
    when: 'Anulada em',
    how: 'Como',
    by: 'Por',
    method: { qr: 'QR code', typed: 'Digitada' },
    more: 'Carregar mais',
  },
};
