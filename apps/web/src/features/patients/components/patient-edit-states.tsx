import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** What the page shows once the patient was anonymised here: nothing of them is left to edit. */
export function Anonymised() {
  const { t } = useTranslation('patients');
  return (
    <Alert color="gray" variant="light" title={t('rights.anonymisedTitle')} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('rights.anonymised')}</Text>
        <BackToSearch />
      </Stack>
    </Alert>
  );
}

/** The way back to the patient search (/pacientes). */
export function BackToSearch() {
  const { t } = useTranslation('patients');
  return (
    <Anchor component={Link} to={paths.patients} underline="always" w="fit-content">
      {t('edit.back')}
    </Anchor>
  );
}
