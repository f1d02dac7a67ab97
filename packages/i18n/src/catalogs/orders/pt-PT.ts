export default {
  title: 'Encomendas',
};
