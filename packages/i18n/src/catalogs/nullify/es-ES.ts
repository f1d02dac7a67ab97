export default {
  title: 'Anular cápsula',
  intro:
    'Una cápsula anulada ya no puede usarse en exámenes y no se factura. Lea el código QR de la cápsula o escriba el código y el lote.',
  noWorkplace: 'Elija un establecimiento en el inicio para anular sus cápsulas.',
  form: {
    title: 'Cápsula que anular',
    camera: 'Imagen de la cámara para leer el código QR de la cápsula',
    capsuleCode: 'Código de la cápsula',
    lot: 'Lote',
    submit: 'Anular cápsula',
  },
  confirm: {
    title: '¿Anular esta cápsula?',
    text: 'La cápsula {{code}} del lote {{lot}} ya no podrá usarse. No se puede deshacer.',
    back: 'Volver',
    submit: 'Anular',
  },
  done: {
    title: 'Cápsula anulada',
    text: 'La cápsula {{code}} del lote {{lot}} ({{exam}}) está anulada y no se facturará.',
  },
  modal: { ok: 'Entendido' },
  list: {
    title: 'Cápsulas anuladas',
    loading: 'Cargando las cápsulas anuladas…',
    empty: 'Ninguna cápsula de este establecimiento está anulada.',
    caption: 'Cápsulas anuladas, de la más reciente a la más antigua',
    capsule: 'Cápsula',
    lot: 'Lote',
    exam: 'Examen',
    when: 'Anulada el',
    how: 'Cómo',
    by: 'Por',
    method: { qr: 'Código QR', typed: 'Escrita' },
    more: 'Cargar más',
  },
};
