export default {
  title: 'Configurações',
  language: {
    title: 'Idioma',
    description: 'O idioma da interface fica salvo no seu usuário.',
  },
  workplace: {
    title: 'Estabelecimento',
    description: 'O estabelecimento onde você trabalha agora; o Ponto lembra a escolha.',
  },
};
