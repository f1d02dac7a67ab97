export default {
  title: 'Stock',
  tabs: {
    estoque: 'My stock',
    pedidos: 'My orders',
    chegada: 'Confirm arrival',
    lotes: 'Batches and internal lots',
    transferencia: 'Exam transfer',
    recall: 'Lot recall',
  },
};
