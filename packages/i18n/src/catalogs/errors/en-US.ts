export default {
  AUTH_INVALID_CREDENTIALS: {
    title: 'Invalid user or password',
    advice: 'Check the fields and your connection, then try again.',
  },
  AUTH_BLOCKED: {
    title: 'Access blocked after too many attempts',
    advice: 'Wait 6 minutes and try again. Time left: {{minutes}} min {{seconds}} s.',
  },
  AUTH_LOGIN_EXPIRED: { title: 'Login expired', advice: 'Please sign in again.' },
  AUTH_PASSWORD_TOKEN_EXPIRED: {
    title: 'Reset link expired or already used',
    advice: 'Contact support or use “Forgot password” to get a new link.',
  },
  AUTH_ACCESS_SUSPENDED: {
    title: 'Access suspended',
    advice: 'A payment is pending. Please contact your account manager.',
  },
  AUTH_NO_WORKPLACE: {
    title: 'No workplace linked',
    advice: 'Your user is not linked to any workplace. Please contact support.',
  },
  AUTH_WRONG_OLD_PASSWORD: { title: 'Current password is wrong', advice: 'Type the password you use today.' },
  AUTH_RESEND_WAIT: {
    title: 'Please wait before resending',
    advice: 'You can ask for a new message in {{minutes}} min {{seconds}} s.',
  },
  AUTH_INVALID_CLIENT: { title: 'Client not authorised', advice: 'Check the client credentials.' },
  VALIDATION_FAILED: { title: 'Check the highlighted fields', advice: 'Fix the fields and try again.' },
  NOT_FOUND: { title: 'Not found', advice: 'The item does not exist or you have no access to it.' },
  FORBIDDEN: { title: 'Not allowed', advice: 'Your profile does not allow this action.' },
  RATE_LIMITED: { title: 'Too many requests', advice: 'Wait a moment and try again.' },
  NETWORK_ERROR: { title: 'Connection error', advice: 'Check your internet connection and reload the page.' },
  SOMETHING_WENT_WRONG: {
    title: 'Something went wrong',
    advice: 'Try again or talk to support in the chat.',
  },
  UNEXPECTED_ERROR: { title: 'Unexpected error', advice: 'Try again or talk to support in the chat.' },
};
