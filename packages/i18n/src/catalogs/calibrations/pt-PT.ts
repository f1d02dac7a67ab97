export default {
  title: 'Calibrações',
  intro: 'Calibre os leitores e acompanhe o histórico de cada um.',
  loading: 'A carregar',
  noWorkplace: 'Escolha um estabelecimento no início para calibrar os leitores dele.',
  chooseReader: 'Leitor',
  tutorialsHint: 'O leitor não liga à rede?',
  examBlocked:
    'Um leitor sem calibração válida (nenhuma, expirada ou a expirar em menos de 1 hora) não inicia exames até ser calibrado de novo.',
  validity: {
    expiringSoonTitle: 'Calibração a expirar: refaça agora',
    expiringSoon:
      'A calibração deste leitor expira em menos de 1 hora e tem de ser refeita antes do próximo exame.',
    expiredTitle: 'Calibração expirada',
    expired: 'A calibração deste leitor expirou. Calibre-o antes do próximo exame.',
  },
  flow: {
    title: 'Calibrar o leitor',
    intro:
      'Tenha à mão a cápsula de calibração que acompanha o leitor. Depois de carregar em Calibrar, tem 2 minutos para a inserir.',
    calibrate: 'Calibrar',
    readerState: 'Estado do leitor: {{state}}',
    insertTitle: 'Insira a cápsula de calibração',
    step1: 'Pegue na cápsula de calibração que acompanha o leitor.',
    step2: 'Insira a cápsula com o logótipo para cima, até ao fim.',
    step3: 'Não retire a cápsula até o resultado aparecer aqui.',
    timeLeft: 'Tempo restante: {{time}}',
    timeLeftLabel: 'Tempo restante para inserir a cápsula',
    timeUp: 'O tempo para inserir a cápsula terminou. A aguardar a resposta do leitor…',
    waiting: 'O resultado aparece aqui assim que o leitor terminar.',
  },
  outcome: {
    approvedTitle: 'Calibração aprovada',
    approved: 'O leitor está calibrado e pronto para exames.',
    approvedUntil: 'O leitor está calibrado e pronto para exames. A calibração é válida até {{time}}.',
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
      pending: 'Em curso',
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
