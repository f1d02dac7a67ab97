export default {
  appName: 'Ponto',
  loading: 'A carregar…',
  retry: 'Tentar novamente',
  reload: 'Recarregar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  save: 'Guardar',
  close: 'Fechar',
  back: 'Voltar',
  next: 'Seguinte',
  contactSupport: 'Falar com o suporte no chat',
};
