export default {
  title: 'Configuración',
  language: {
    title: 'Idioma',
    description: 'El idioma de la interfaz se guarda en su usuario.',
  },
  workplace: {
    title: 'Establecimiento',
    description: 'El establecimiento en el que trabaja ahora; Ponto recuerda la elección.',
  },
};
