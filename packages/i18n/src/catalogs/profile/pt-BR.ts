export default {
  title: 'Meu perfil',
};
