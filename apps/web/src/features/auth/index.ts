export { getSession, storedSessionIsValid } from './api/get-session';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { NewPasswordForm } from './components/new-password-form';
