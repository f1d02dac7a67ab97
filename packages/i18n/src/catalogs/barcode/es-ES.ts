export default {
  title: 'Leer código de barras',
  intro:
    'Lea la etiqueta del tubo, de la bolsa de la cápsula o del protocolo con la cámara o con el lector de códigos de barras, o escriba el código.',
  noWorkplace: 'Elija un establecimiento en el inicio para buscar sus exámenes.',
  code: {
    label: 'Código de la etiqueta',
    description: 'Número de protocolo, código del examen o nombre del paciente.',
    submit: 'Buscar',
    required: 'Escriba o lea un código.',
  },
  scanner: {
    open: 'Leer con la cámara',
    close: 'Cerrar la cámara',
    starting: 'Abriendo la cámara…',
    live: 'Cámara abierta. Apunte al código de barras o código QR de la etiqueta.',
    video: 'Imagen de la cámara para leer el código',
  },
  results: {
    title_one: '{{count}} examen encontrado',
    title_other: '{{count}} exámenes encontrados',
    noneTitle: 'Ningún examen encontrado',
    none: 'Ningún examen de este establecimiento tiene ese código. Revise la etiqueta o busque por el nombre del paciente.',
    protocol: 'Protocolo',
    patient: 'Paciente',
    exam: 'Examen',
    state: 'Estado',
    more: 'Hay más resultados: afine la búsqueda con el número de protocolo completo.',
  },
};
