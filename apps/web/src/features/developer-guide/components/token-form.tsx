import { Button, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendGuideRequest } from '../model/send';

/** The authentication step: user, password and tax id → the token the other steps send (§7). */
export function TokenForm({ cnpj, onToken }: { cnpj: string; onToken: (token: string) => void }) {
  const { t } = useTranslation('developerGuide');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const ask = useMutation({
    mutationFn: () =>
      sendGuideRequest(
        {
          method: 'POST',
          path: '/integration/v1/token',
          body: { grant_type: 'password', username, password, cnpj },
          authorised: false,
        },
        '',
      ),
    onSuccess: (answer) => {
      const token = (answer.json as { access_token?: string; accessToken?: string } | null) ?? {};
      const value = token.access_token ?? token.accessToken;
      if (answer.status === 200 && value) onToken(value);
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    ask.mutate();
  }
  return (
    <form onSubmit={submit} aria-label={t('token.form')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('token.username')}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          autoComplete="username"
          w={200}
        />
        <PasswordInput
          label={t('token.password')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoComplete="current-password"
          w={200}
        />
        <Button type="submit" loading={ask.isPending}>
          {t('token.get')}
        </Button>
      </Group>
      <div aria-live="polite">
        {ask.isSuccess && (
          <Text size="sm" mt="xs" role={ask.data.status === 200 ? 'status' : 'alert'}>
            {ask.data.status === 200 ? t('token.ok') : t('token.refused', { status: ask.data.status })}
          </Text>
        )}
      </div>
    </form>
  );
}
