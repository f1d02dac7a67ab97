export default {
  AUTH_INVALID_CREDENTIALS: {
    title: 'Utilizador ou palavra-passe inválidos',
    advice: 'Reveja os campos e a sua ligação e tente novamente.',
  },
  AUTH_BLOCKED: {
    title: 'Acesso bloqueado por excesso de tentativas',
    advice: 'Aguarde 6 minutos e tente novamente. Tempo restante: {{minutes}} min {{seconds}} s.',
  },
  AUTH_LOGIN_EXPIRED: { title: 'Sessão expirada', advice: 'Inicie sessão novamente.' },
  AUTH_PASSWORD_TOKEN_EXPIRED: {
    title: 'Ligação de redefinição expirada ou já utilizada',
    advice: 'Contacte o suporte ou use “Esqueci-me da palavra-passe” para receber uma nova ligação.',
  },
  AUTH_ACCESS_SUSPENDED: {
    title: 'Acesso suspenso',
    advice: 'Existe um pagamento pendente. Contacte o seu gestor de conta.',
  },
  AUTH_NO_WORKPLACE: {
    title: 'Nenhum estabelecimento associado',
    advice: 'O seu utilizador não está associado a nenhum estabelecimento. Contacte o suporte.',
  },
  AUTH_WRONG_OLD_PASSWORD: {
    title: 'Palavra-passe atual incorreta',
    advice: 'Introduza a palavra-passe que usa hoje.',
  },
  AUTH_RESEND_WAIT: {
    title: 'Aguarde para reenviar',
    advice: 'Poderá pedir um novo envio dentro de {{minutes}} min {{seconds}} s.',
  },
  AUTH_INVALID_CLIENT: { title: 'Cliente não autorizado', advice: 'Verifique as credenciais do cliente.' },
  VALIDATION_FAILED: {
    title: 'Verifique os campos assinalados',
    advice: 'Corrija os campos e tente novamente.',
  },
  NOT_FOUND: { title: 'Não encontrado', advice: 'O item não existe ou não tem acesso a ele.' },
  FORBIDDEN: { title: 'Acesso não permitido', advice: 'O seu perfil não permite esta ação.' },
  RATE_LIMITED: { title: 'Demasiados pedidos', advice: 'Aguarde um pouco e tente novamente.' },
  NETWORK_ERROR: {
    title: 'Erro de ligação',
    advice: 'Verifique a sua ligação à internet e recarregue a página.',
  },
  SOMETHING_WENT_WRONG: {
    title: 'Algo correu mal',
    advice: 'Tente novamente ou fale com o suporte no chat.',
  },
  UNEXPECTED_ERROR: { title: 'Erro inesperado', advice: 'Tente novamente ou fale com o suporte no chat.' },
};
