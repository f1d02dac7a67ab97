export default {
  title: 'O meu perfil',
};
