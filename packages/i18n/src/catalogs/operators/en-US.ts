export default {
  title: 'Operators',
};
