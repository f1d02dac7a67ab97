import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { useIsSimplifiedLayout } from './layout-context';

/** Screens before sign-in (login, password, public pages): brand and language in the header (§2). */
export default function PublicLayout() {
  const { t } = useTranslation('shell');
  const simplified = useIsSimplifiedLayout();
  return (
    <Box mih="100vh" bg="gray.0">
      {!simplified && (
        <Box
          component="header"
          bg="white"
          py="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Container size="lg">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700} size="xl" c="ponto.8">
                {t('common:appName')}
                <Text span size="sm" fw={400} c="dimmed" ml="sm" visibleFrom="xs">
                  {t('tagline')}
                </Text>
              </Text>
              <Box w={220}>
                <LanguageSwitcher size="xs" label={false} />
              </Box>
            </Group>
          </Container>
        </Box>
      )}
      <Container component="main" id="conteudo" size="lg" py="xl">
        <Outlet />
      </Container>
    </Box>
  );
}
