export default {
  AUTH_INVALID_CREDENTIALS: {
    title: 'Usuário ou senha inválidos',
    advice: 'Revise os campos e sua conexão e tente novamente.',
  },
  AUTH_BLOCKED: {
    title: 'Acesso bloqueado por excesso de tentativas',
    advice: 'Aguarde 6 minutos e tente novamente. Tempo restante: {{minutes}} min {{seconds}} s.',
  },
  AUTH_LOGIN_EXPIRED: { title: 'Login expirado', advice: 'Faça login novamente.' },
  AUTH_PASSWORD_TOKEN_EXPIRED: {
    title: 'Link de redefinição expirado ou já usado',
    advice: 'Fale com o suporte ou use “Esqueci minha senha” para receber um novo link.',
  },
  AUTH_ACCESS_SUSPENDED: {
    title: 'Acesso suspenso',
    advice: 'Há um pagamento pendente. Entre em contato com o seu gerente de contas.',
  },
  AUTH_NO_WORKPLACE: {
    title: 'Nenhum estabelecimento vinculado',
    advice: 'Seu usuário não está vinculado a nenhum estabelecimento. Fale com o suporte.',
  },
  AUTH_WRONG_OLD_PASSWORD: { title: 'Senha atual incorreta', advice: 'Digite a senha que você usa hoje.' },
  AUTH_RESEND_WAIT: {
    title: 'Aguarde para reenviar',
    advice: 'Você poderá pedir um novo envio em {{minutes}} min {{seconds}} s.',
  },
  AUTH_INVALID_CLIENT: { title: 'Cliente não autorizado', advice: 'Verifique as credenciais do cliente.' },
  VALIDATION_FAILED: {
    title: 'Confira os campos destacados',
    advice: 'Corrija os campos e tente novamente.',
  },
  NOT_FOUND: { title: 'Não encontrado', advice: 'O item não existe ou você não tem acesso a ele.' },
  FORBIDDEN: { title: 'Acesso não permitido', advice: 'Seu perfil não permite esta ação.' },
  RATE_LIMITED: {
    title: 'Muitas solicitações',
    advice: 'Aguarde um pouco e tente novamente.',
  },
  NETWORK_ERROR: {
    title: 'Erro de conexão',
    advice: 'Verifique sua internet e recarregue a página.',
  },
  SOMETHING_WENT_WRONG: {
    title: 'Algo deu errado',
    advice: 'Tente novamente ou fale com o suporte pelo chat.',
  },
  UNEXPECTED_ERROR: { title: 'Erro inesperado', advice: 'Tente novamente ou fale com o suporte pelo chat.' },
};
