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
  /** The professional council fields (§3), on the operator form and the profile. */
  council: {
    legend: 'Ordem profissional',
    hint: 'Sigla, UF e número aparecem nos relatórios de resultados. Deixe em branco se a pessoa não tem inscrição.',
    acronym: 'Sigla da ordem',
    state: 'UF da ordem',
    noState: 'Nenhuma',
    number: 'Número de inscrição',
    profession: 'Profissão',
  },
};
