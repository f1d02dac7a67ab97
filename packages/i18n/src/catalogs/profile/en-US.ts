export default {
  title: 'My profile',
};
