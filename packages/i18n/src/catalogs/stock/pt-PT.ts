export default {
  title: 'Stock',
  tabs: {
    estoque: 'O meu stock',
    pedidos: 'As minhas encomendas',
    chegada: 'Confirmar chegada',
    lotes: 'Lotes e lotes internos',
    transferencia: 'Transferência de exames',
    recall: 'Recolha de lote',
  },
};
