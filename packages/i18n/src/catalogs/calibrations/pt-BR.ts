/** /calibracoes: calibration history and the calibrate flow (§2, §4). */
export default {
  title: 'Calibrações',
  intro: 'Calibre os leitores e acompanhe o histórico de cada um.',
  loading: 'Carregando',
  noWorkplace: 'Escolha um estabelecimento no início para calibrar os leitores dele.',
  chooseReader: 'Leitor',
  tutorialsHint: 'O leitor não conecta?',
  examBlocked:
    'Um leitor sem calibração válida (ausente, vencida ou vencendo em menos de 1 hora) não inicia exames até ser calibrado de novo.',
  validity: {
    expiringSoonTitle: 'Calibração vencendo: refaça agora',
    expiringSoon:
      'A calibração deste leitor vence em menos de 1 hora e precisa ser refeita antes do próximo exame.',
    expiredTitle: 'Calibração vencida',
    expired: 'A calibração deste leitor venceu. Calibre-o antes do próximo exame.',
  },
  flow: {
    title: 'Calibrar o leitor',
    intro:
      'Tenha em mãos a cápsula de calibração que acompanha o leitor. Depois de pressionar Calibrar, você tem 2 minutos para inseri-la.',
    calibrate: 'Calibrar',
    readerState: 'Estado do leitor: {{state}}',
    insertTitle: 'Insira a cápsula de calibração',
    step1: 'Pegue a cápsula de calibração que acompanha o leitor.',
    step2: 'Insira a cápsula com o logotipo para cima, até o fim.',
    step3: 'Não retire a cápsula até o resultado aparecer aqui.',
    timeLeft: 'Tempo restante: {{time}}',
    timeLeftLabel: 'Tempo restante para inserir a cápsula',
    timeUp: 'O tempo para inserir a cápsula acabou. Aguardando a resposta do leitor…',
    waiting: 'O resultado aparece aqui assim que o leitor terminar.',
  },
  outcome: {
    approvedTitle: 'Calibração aprovada',
    approved: 'O leitor está calibrado e pronto para exames.',
    approvedUntil: 'O leitor está calibrado e pronto para exames. A calibração vale até {{time}}.',
  },
  history: {
    title: 'Histórico de calibrações',
    caption: 'Calibrações deste leitor, da mais recente para a mais antiga',
    empty: 'Este leitor ainda não foi calibrado.',
    date: 'Data',
    result: 'Resultado',
    problem: 'Problema',
    validUntil: 'Válida até',
    outcome: {
      pending: 'Em andamento',
      approved: 'Aprovada',
      rejected: 'Reprovada',
      failed: 'Falhou',
      timeout: 'Tempo esgotado',
    },
  },
  help: {
    title: 'Problemas na calibração e o que fazer',
  },
};
