export default {
  title: 'Acerca de Ponto',
  description:
    'Ponto es el portal de los profesionales de la salud de la red de diagnóstico en el punto de atención: registro de pacientes, exámenes en los lectores, informes, nuevas recolecciones, inventario y formación.',
  version: {
    title: 'Versión',
    value: 'Ponto versión {{version}}',
  },
  support: {
    title: 'Soporte',
    intro: '¿Dudas o problemas? Contacte con soporte:',
    email: 'Correo electrónico',
    phone: 'Teléfono',
  },
  licences: {
    title: 'Licencias de terceros',
    intro: 'Ponto usa {{count}} paquetes de código abierto, cada uno con su licencia:',
    package: 'Paquete',
    version: 'Versión',
    licence: 'Licencia',
  },
  integration: {
    title: 'Integración',
    text: 'Conecte el sistema de su establecimiento a Ponto mediante la API.',
    guide: 'Guía del desarrollador',
    manual: 'Manual de la API',
  },
};
