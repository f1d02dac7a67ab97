const columns = {
  day: 'Día',
  total: 'Total',
  positive: 'Positivos',
  negative: 'Negativos',
  inconclusive: 'No concluyentes',
  invalid: 'Inválidos',
  awaiting: 'Esperando resultado',
};

export default {
  columns,
  total: 'Total',
  fileName: 'informe-covid',
  page: {
    title: 'Informe Covid-19',
    intro:
      'Los exámenes de Covid-19 (antígeno y RT-PCR) registrados en el período, por día y por resultado liberado.',
    from: 'Fecha inicial',
    to: 'Fecha final',
    search: 'Buscar',
    csv: 'Descargar CSV',
    empty: 'Ningún examen de Covid-19 en el período.',
    caption: 'Exámenes de Covid-19 por día',
    loading: 'Cargando el informe',
    noWorkplace: 'Elija un establecimiento para ver el informe.',
    total: 'Total',
    columns,
  },
};
