export default {
  title: 'Estoque',
  tabs: {
    estoque: 'Meu estoque',
    pedidos: 'Meus pedidos',
    chegada: 'Confirmar chegada',
    lotes: 'Lotes e lotes internos',
    transferencia: 'Transferência de exames',
    recall: 'Recall de lote',
  },
};
