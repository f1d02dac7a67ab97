export default {
  title: 'Existencias',
  tabs: {
    estoque: 'Mis existencias',
    pedidos: 'Mis pedidos',
    chegada: 'Confirmar llegada',
    lotes: 'Lotes y lotes internos',
    transferencia: 'Transferencia de exámenes',
    recall: 'Retirada de lote',
  },
};
