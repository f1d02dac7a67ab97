import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { isValidCpf } from '@ponto/domain';
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type ApiError, toApiError } from '@/lib/api-error';
import { loadMessages } from '@/lib/i18n';
import { onlyDigits } from '@/lib/masks';
import { useLogoutReason } from '@/lib/services-context';
import { useLogin } from '../api/login';
import { DocumentInput } from './document-input';

const loadNotices = () => import('./login-notices');
const LoginNotices = lazy(loadNotices);

interface LoginValues {
  document: string;
  password: string;
}
type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * Two fields, checked here without a form library (the login is the first screen: its code stays small).
 * Messages are i18n keys, translated where they are shown; the CPF rule is the domain's (§5).
 */
function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (onlyDigits(values.document).length === 0) errors.document = 'validation:required';
  else if (!isValidCpf(values.document)) errors.document = 'validation:invalidDocument';
  if (values.password.length === 0) errors.password = 'validation:required';
  return errors;
}

/** Specialist login (§2): CPF with mask, password with show/hide, and every §8 login error. */
export function LoginForm() {
  // Only `auth` at first: naming `validation` here would fetch the messages with the first screen.
  const { t, i18n } = useTranslation('auth');
  const { signIn, pending } = useLogin();
  const logoutReason = useLogoutReason();
  const [failure, setFailure] = useState<{ error: ApiError; at: number } | null>(null);
  const [values, setValues] = useState<LoginValues>({ document: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  // After the first attempt, each change checks its field again.
  const [attempted, setAttempted] = useState(false);
  const documentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // The alerts' code and the messages of forms and errors: fetched once something is to say (a reason the
  // last session ended), or as soon as someone uses the form, so that a failure has its alert and a field
  // its message even if the connection is gone by the time they show. Never with the first screen, which
  // does without them (docs/performance.md, "Front end").
  const prepared = useRef(false);
  const prepare = useCallback(() => {
    if (prepared.current) return;
    prepared.current = true;
    void loadNotices().catch(() => undefined);
    void loadMessages(i18n);
  }, [i18n]);
  useEffect(() => {
    if (logoutReason) prepare();
  }, [logoutReason, prepare]);

  function change(field: keyof LoginValues, value: string) {
    prepare();
    setValues((current) => ({ ...current, [field]: value }));
    if (!attempted) return;
    // A field's rule reads only that field.
    const error = validateLogin({ ...values, [field]: value })[field];
    setErrors(({ [field]: _previous, ...others }) => (error ? { ...others, [field]: error } : others));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    prepare();
    // Its messages (fetched once the form is used) are in before one shows.
    await loadMessages(i18n);
    setAttempted(true);
    const found = validateLogin(values);
    setErrors(found);
    // The first field to fix takes the focus.
    if (found.document) return documentRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setFailure(null);
    try {
      await signIn(values);
    } catch (error) {
      await loadNotices().catch(() => undefined); // the alert's code is in before it shows
      setFailure({ error: toApiError(error), at: Date.now() });
      if (toApiError(error).code === 'AUTH_INVALID_CREDENTIALS')
        setValues((current) => ({ ...current, password: '' }));
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={prepare}
      noValidate
      aria-describedby={failure ? 'login-error' : undefined}
    >
      <Stack gap="md">
        {(failure || logoutReason) && (
          <Suspense fallback={null}>
            <LoginNotices logoutReason={logoutReason} failure={failure} />
          </Suspense>
        )}
        <DocumentInput
          ref={documentRef}
          name="document"
          value={values.document}
          onChange={(value) => change('document', value)}
          label={t('login.document')}
          description={t('login.documentHint')}
          required
          error={errors.document && t(errors.document)}
        />
        <PasswordInput
          ref={passwordRef}
          name="password"
          value={values.password}
          onChange={(event) => change('password', event.currentTarget.value)}
          label={t('login.password')}
          autoComplete="current-password"
          required
          error={errors.password && t(errors.password)}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
        />
        <Group justify="space-between" wrap="wrap">
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={pending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
