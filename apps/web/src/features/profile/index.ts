export { profileQueryOptions } from './api/profile';
export { PasswordForm } from './components/password-form';
export { PersonalDataForm } from './components/personal-data-form';
