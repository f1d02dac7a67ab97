export default {
  title: 'Questionário do exame',
  greeting: 'Olá, {{name}}!',
  intro: '{{workplace}} pede que você responda a estas perguntas antes do seu exame.',
  loading: 'Carregando o questionário…',
  answeredBefore: 'Suas respostas já foram recebidas. Se quiser corrigir algo, envie-as de novo.',
  none: 'Não há perguntas a responder para os seus exames.',
  fixErrors: 'Confira as respostas destacadas.',
  submit: 'Enviar respostas',
  thanks: {
    title: 'Obrigado!',
    text: 'Suas respostas foram enviadas para {{workplace}}. Você já pode fechar esta página.',
  },
  link: {
    button: 'Link do questionário',
    title: 'Link do questionário para o paciente',
    intro: 'Envie este link ao paciente: ele responde ao questionário sem entrar no portal.',
    url: 'Link do questionário',
    expires: 'Válido até {{date}}.',
    copy: 'Copiar link',
    copied: 'Link copiado',
    creating: 'Criando o link…',
  },
};
