export default {
  title: 'Mi perfil',
};
