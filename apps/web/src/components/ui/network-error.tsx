import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from './page-loader';

/** Full-page network error (§8): what happened, what to do, and a reload button. */
export function NetworkErrorScreen() {
  const { t, ready } = useTranslation(['errors', 'common']);
  if (!ready) return <PageLoader />; // the messages load with the first screen that shows one
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder p="xl" maw={480} role="alert">
        <Stack>
          <Title order={1} size="h2">
            {t('errors:NETWORK_ERROR.title')}
          </Title>
          <Text>{t('errors:NETWORK_ERROR.advice')}</Text>
          <Button onClick={() => window.location.reload()} w="fit-content">
            {t('common:reload')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
