export default {
  passwordReset: {
    subject: 'Ponto: redefinição da palavra-passe',
    body: 'Olá, {{name}}.\n\nPara criar uma nova palavra-passe no Ponto, abra a ligação abaixo nos próximos {{minutes}} minutos:\n{{link}}\n\nSe não pediu a redefinição, ignore esta mensagem.',
    sms: 'Ponto: crie a sua nova palavra-passe em {{link}} (válido {{minutes}} min).',
  },
  operatorInvite: {
    subject: 'Ponto: crie a sua palavra-passe',
    body: 'Olá, {{name}}.\n\n{{workplace}} registou-o no Ponto. Para criar a sua palavra-passe, abra a ligação abaixo nos próximos {{days}} dias:\n{{link}}\n\nDepois, entre com o seu documento e a palavra-passe criada.',
  },
};
