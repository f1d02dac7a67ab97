export default {
  passwordReset: {
    subject: 'Ponto: redefinição de senha',
    body: 'Olá, {{name}}.\n\nPara criar uma nova senha no Ponto, abra o link abaixo em até {{minutes}} minutos:\n{{link}}\n\nSe você não pediu a redefinição, ignore esta mensagem.',
    sms: 'Ponto: crie sua nova senha em {{link}} (válido por {{minutes}} min).',
  },
};
