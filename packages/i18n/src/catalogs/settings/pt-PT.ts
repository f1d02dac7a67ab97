export default {
  title: 'Definições',
  language: {
    title: 'Idioma',
    description: 'O idioma da interface fica guardado no seu utilizador.',
  },
  workplace: {
    title: 'Estabelecimento',
    description: 'O estabelecimento onde trabalha agora; o Ponto lembra a escolha.',
  },
};
