export default {
  appName: 'Ponto',
  loading: 'Carregando…',
  retry: 'Tentar novamente',
  reload: 'Recarregar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  save: 'Salvar',
  close: 'Fechar',
  back: 'Voltar',
  next: 'Avançar',
  contactSupport: 'Falar com o suporte pelo chat',
};
