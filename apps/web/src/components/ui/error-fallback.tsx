import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { errorAdviceKey, errorTitleKey } from '@ponto/domain';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { toApiError } from '@/lib/api-error';
import { NetworkErrorScreen } from './network-error';
import { PageLoader } from './page-loader';

function FallbackScreen({ code }: { code: 'SOMETHING_WENT_WRONG' | 'UNEXPECTED_ERROR' }) {
  const { t, ready } = useTranslation(['errors', 'common', 'shell']);
  if (!ready) return <PageLoader />; // the messages load with the first screen that shows one
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder p="xl" maw={480} role="alert" data-testid="error-boundary">
        <Stack>
          <Title order={1} size="h2">
            {t(errorTitleKey(code))}
          </Title>
          <Text>{t(errorAdviceKey(code))}</Text>
          <Group>
            <Button onClick={() => window.location.reload()}>{t('common:retry')}</Button>
            <Button component="a" href="/home" variant="default">
              {t('shell:backHome')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

/**
 * The router's error element: a page that failed to load over the network gets the network screen, any
 * other failure 'Algo deu errado'. The error itself goes to the console only, never on screen.
 */
export function RouteErrorFallback() {
  const error = toApiError(useRouteError());
  if (error.code === 'NETWORK_ERROR') return <NetworkErrorScreen />;
  return <FallbackScreen code="SOMETHING_WENT_WRONG" />;
}

/** Last line of defence around the whole app: 'Erro inesperado', no stack trace. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Ponto: unexpected error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <FallbackScreen code="UNEXPECTED_ERROR" /> : this.props.children;
  }
}
