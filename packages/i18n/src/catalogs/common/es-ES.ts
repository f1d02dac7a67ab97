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
};
