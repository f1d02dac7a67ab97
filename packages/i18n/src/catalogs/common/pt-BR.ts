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
  /** The professional council fields (§3), on the operator form and the profile. */
  council: {
    legend: 'Conselho profissional',
    hint: 'Sigla, UF e número aparecem nos laudos. Deixe em branco se a pessoa não tem registro em conselho.',
    acronym: 'Sigla do conselho',
    state: 'UF do conselho',
    noState: 'Nenhuma',
    number: 'Número de registro',
    profession: 'Profissão',
  },
};
