export default {
  title: 'Inicio',
  greeting: 'Hola, {{name}}',
  workplaceChoose: 'Elija el establecimiento en el que trabaja ahora.',
  workplaceCurrent: 'Ponto recuerda su elección la próxima vez que inicie sesión.',
  workplaceNeeded: 'Elija un establecimiento para ver lectores, exámenes e informes.',
  tabs: {
    label: 'Áreas del inicio',
    readers: 'Lectores',
    exams: 'Exámenes',
    reports: 'Informes',
    recollect: 'Nueva recolección',
    analysis: 'Análisis',
  },
  reportsIntro: 'Elija un informe:',
  notAvailable: '{{area}}: esta área aún no está disponible en esta versión de Ponto.',
};
