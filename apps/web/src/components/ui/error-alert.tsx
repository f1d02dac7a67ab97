import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { errorAdviceKey, errorCatalogue, errorTitleKey } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api-error';
import { customizationQueryOptions } from '@/lib/customization';
import { useApi } from '@/lib/services-context';
import { requestSupportChat, supportChatAvailable } from '@/lib/support-chat-requests';

export interface ErrorAlertProps {
  error: ApiError;
  /** Values for the advice text, e.g. the time left of a lockout. */
  values?: Record<string, string | number>;
  /** Extra content under the advice (links, a reload button). */
  children?: ReactNode;
}

/**
 * A §8 error as the user sees it: the translated title and advice of its catalogue code; a network error
 * gets a reload button. Never the raw message or a stack.
 */
export function ErrorAlert({ error, values, children }: ErrorAlertProps) {
  const { t, ready } = useTranslation(['errors', 'common']);
  // The messages load with the first screen that shows one: an alert waits for them rather than show a key.
  if (!ready) return null;
  return (
    <Alert color="red" variant="light" title={t(errorTitleKey(error.code))} role="alert">
      <Stack gap="xs">
        {/* Live values (a countdown) change every second: announced once with the alert, not each tick. */}
        <Text size="sm" aria-live={values ? 'off' : undefined}>
          {t(errorAdviceKey(error.code), values)}
        </Text>
        {error.code === 'NETWORK_ERROR' && (
          <Button
            variant="filled"
            color="red.8"
            size="xs"
            w="fit-content"
            onClick={() => window.location.reload()}
          >
            {t('common:reload')}
          </Button>
        )}
        {errorCatalogue[error.code].chat && <SupportHint code={error.code} />}
        {children}
      </Stack>
    </Alert>
  );
}

/**
 * §8 "contact support": a button that opens the support chat with this error attached (inside the signed-in
 * frame), and the contacts from the customization call.
 */
function SupportHint({ code }: { code: string }) {
  const { t } = useTranslation('shell');
  const customization = useQuery(customizationQueryOptions(useApi()));
  return (
    <Stack gap={4}>
      {supportChatAvailable() && (
        <Button
          variant="filled"
          color="red.8"
          size="xs"
          w="fit-content"
          onClick={() => requestSupportChat({ error: code })}
        >
          {t('supportChat.openWithError')}
        </Button>
      )}
      {customization.data && (
        <Text size="sm">
          {t('supportContacts')}{' '}
          <Anchor href={`mailto:${customization.data.supportEmail}`} c="red.9" underline="always">
            {customization.data.supportEmail}
          </Anchor>
          {' · '}
          <Anchor
            href={`tel:${customization.data.supportPhone.replace(/[^\d+]/g, '')}`}
            c="red.9"
            underline="always"
          >
            {customization.data.supportPhone}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
