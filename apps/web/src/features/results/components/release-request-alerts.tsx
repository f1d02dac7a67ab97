import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { localised } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { examProgressPath } from '@/config/paths';
import { mayReleaseHere } from '@/lib/awaiting-release';
import { releaseRequests, useReleaseRequests } from '@/lib/live/release-requests';
import { useSession } from '@/lib/services-context';

/**
 * A result that became ready while the user was here, told to those who may release it, on any page,
 * until dismissed or opened: the release has an owner, and the owner hears of it at once.
 */
export function ReleaseRequestAlerts() {
  const { t, i18n } = useTranslation('results');
  const session = useSession();
  const cnpj = session?.currentWorkplace?.cnpj ?? null;
  const requests = useReleaseRequests().filter((request) => request.cnpj === cnpj);
  if (!mayReleaseHere(session) || requests.length === 0) return null;
  return (
    <Stack gap="xs" mb="md">
      {requests.map(({ message }) => (
        <Alert
          key={message.examId}
          color="blue"
          variant="light"
          role="status"
          title={t('release.requestTitle')}
          withCloseButton
          closeButtonLabel={t('release.requestDismiss')}
          onClose={() => releaseRequests.dismiss(message.examId)}
        >
          <Text size="sm">
            {t('release.requestText', {
              exam: localised(message.examName, i18n.language),
              patient: message.patient,
              protocol: message.protocolNumber,
            })}
          </Text>
          <Anchor
            component={Link}
            to={examProgressPath(message.examId)}
            fw={600}
            underline="always"
            size="sm"
            onClick={() => releaseRequests.dismiss(message.examId)}
          >
            {t('check.open')}
          </Anchor>
        </Alert>
      ))}
    </Stack>
  );
}
