export default {
  title: 'Questionário do exame',
  greeting: 'Olá, {{name}}!',
  intro: '{{workplace}} pede-lhe que responda a estas perguntas antes do seu exame.',
  loading: 'A carregar o questionário…',
  answeredBefore: 'As suas respostas já foram recebidas. Se quiser corrigir algo, envie-as novamente.',
  none: 'Não há perguntas a responder para os seus exames.',
  fixErrors: 'Verifique as respostas assinaladas.',
  submit: 'Enviar respostas',
  thanks: {
    title: 'Obrigado!',
    text: 'As suas respostas foram enviadas para {{workplace}}. Já pode fechar esta página.',
  },
  link: {
    button: 'Ligação do questionário',
    title: 'Ligação do questionário para o utente',
    intro: 'Envie esta ligação ao utente: responde ao questionário sem entrar no portal.',
    url: 'Ligação do questionário',
    expires: 'Válida até {{date}}.',
    copy: 'Copiar ligação',
    copied: 'Ligação copiada',
    creating: 'A criar a ligação…',
  },
};
