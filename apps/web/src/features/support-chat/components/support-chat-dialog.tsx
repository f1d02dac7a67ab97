import { Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { customizationQueryOptions } from '@/lib/customization';
import { useServices } from '@/lib/services-context';
import { SupportChat } from './support-chat';

/** The shell's support chat dialog: the chat, then the lab's other contacts (e-mail, phone). */
export default function SupportChatDialog({
  opened,
  onClose,
  context,
}: {
  opened: boolean;
  onClose: () => void;
  context: Record<string, string>;
}) {
  const { t } = useTranslation('shell');
  const { api } = useServices();
  const customization = useQuery(customizationQueryOptions(api));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('supportChat.title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      size="lg"
    >
      <Stack gap="xs">
        <SupportChat context={context} />
        <Text size="sm">{t('supportChat.otherContacts')}</Text>
        {customization.data && (
          <>
            <Text>
              {t('supportChat.email')}{' '}
              <UnstyledButton component="a" href={`mailto:${customization.data.supportEmail}`} td="underline">
                {customization.data.supportEmail}
              </UnstyledButton>
            </Text>
            <Text>
              {t('supportChat.phone')}{' '}
              <UnstyledButton component="a" href={`tel:${customization.data.supportPhone}`} td="underline">
                {customization.data.supportPhone}
              </UnstyledButton>
            </Text>
          </>
        )}
      </Stack>
    </Modal>
  );
}
