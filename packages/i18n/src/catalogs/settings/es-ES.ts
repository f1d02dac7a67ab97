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
  critical: {
    title: 'Valores críticos',
    description:
      'Un resultado fuera del rango crítico se destaca y alerta al momento a todo el equipo de este establecimiento. Deje ambos límites vacíos para usar el rango del catálogo.',
    loading: 'Cargando los rangos críticos',
    empty: 'Ningún examen cuantitativo se ofrece en este establecimiento.',
    caption: 'Rangos críticos por analito',
    analyte: 'Analito',
    default: 'Rango del catálogo',
    own: 'Rango de este establecimiento',
    none: 'Ninguno',
    lowerFor: 'Mínimo crítico de {{analyte}}',
    upperFor: 'Máximo crítico de {{analyte}}',
    save: 'Guardar',
    saved: 'Rango guardado.',
    restored: 'Se usa el rango del catálogo.',
  },
};
