const columns = {
  patientAge: 'Edad del paciente',
  exam: 'Examen',
  result: 'Resultado',
  code: 'Código (protocolo)',
  patientAddress: 'Dirección del paciente',
  examDate: 'Fecha del examen',
  tradeName: 'Nombre comercial',
  taxId: 'Identificación fiscal (CNPJ)',
  city: 'Ciudad',
  state: 'Estado',
  patientName: 'Nombre del paciente',
  method: 'Método',
  patientSex: 'Sexo del paciente',
  birthDate: 'Fecha de nacimiento',
  phone: 'Teléfono',
  notificationDate: 'Fecha de notificación',
};

export default {
  columns,
  fileName: 'notificaciones-obligatorias',
  page: {
    title: 'Notificaciones obligatorias',
    intro:
      'Resultados positivos liberados de exámenes de notificación obligatoria (VIH, sífilis, hepatitis B, Covid-19), por fecha de liberación.',
    from: 'Fecha inicial',
    to: 'Fecha final',
    search: 'Buscar',
    csv: 'Descargar CSV',
    empty: 'Ninguna notificación obligatoria en el período.',
    caption: 'Notificaciones obligatorias del período',
    loading: 'Cargando las notificaciones',
    more: 'Cargar más',
    noWorkplace: 'Elija un establecimiento para ver el informe.',
    columns,
  },
};
