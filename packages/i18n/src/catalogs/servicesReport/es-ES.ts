const columns = {
  examIndex: 'Índice del examen',
  exam: 'Examen',
  requests: 'Exámenes solicitados',
  released: 'Resultados liberados',
  fullPrice: 'Precio completo',
  discount: 'Descuento',
  pricePaid: 'Importe pagado',
  displacementFee: 'Tasa de desplazamiento',
};

export default {
  columns,
  total: 'Total',
  fileName: 'informe-servicios',
  page: {
    title: 'Informe de servicios',
    intro: 'Los exámenes registrados en el período, lo cobrado por ellos y lo recibido por forma de pago.',
    from: 'Fecha inicial',
    to: 'Fecha final',
    search: 'Buscar',
    csv: 'Descargar CSV',
    empty: 'Ningún examen registrado en el período.',
    caption: 'Servicios del período por examen',
    loading: 'Cargando el informe',
    noWorkplace: 'Elija un establecimiento para ver el informe.',
    total: 'Total',
    protocols: 'Protocolos',
    columns,
    payments: {
      caption: 'Recibido por forma de pago',
      method: 'Forma de pago',
      protocols: 'Protocolos',
      pricePaid: 'Importe pagado',
    },
  },
};
