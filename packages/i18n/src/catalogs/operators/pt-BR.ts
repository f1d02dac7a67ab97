export default {
  title: 'Operadores',
};
