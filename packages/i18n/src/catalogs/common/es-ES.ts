export default {
  appName: 'Ponto',
  loading: 'Cargando…',
  retry: 'Intentar de nuevo',
  reload: 'Recargar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  save: 'Guardar',
  close: 'Cerrar',
  back: 'Volver',
  next: 'Siguiente',
  contactSupport: 'Hablar con soporte por el chat',
  /** The professional council fields (§3), on the operator form and the profile. */
  council: {
    legend: 'Colegio profesional',
    hint: 'Sigla, estado y número aparecen en los informes de resultados. Déjelos vacíos si la persona no está colegiada.',
    acronym: 'Sigla del colegio',
    state: 'Estado del colegio',
    noState: 'Ninguno',
    number: 'Número de colegiado',
    profession: 'Profesión',
  },
};
