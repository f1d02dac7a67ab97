import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import {
  CURRENT_FIRMWARE_VERSION,
  durations,
  READER_UPDATE_MAX_MS,
  READER_UPDATE_MIN_MS,
  type ReaderOverview,
  type ReaderState,
} from '@ponto/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { type ApiError, toApiError } from '@/lib/api-error';
import { useUpdateReader } from '../api/update-reader';

/** §9: an update takes 5 to 10 minutes (the domain constants, in minutes for the texts). */
export const updateMinutes = {
  min: READER_UPDATE_MIN_MS / durations.MINUTE_MS,
  max: READER_UPDATE_MAX_MS / durations.MINUTE_MS,
};

/** The reader is downloading or installing firmware: progress shows, no second update is offered. */
const updatingStates: ReadonlySet<ReaderState> = new Set(['updateDownloading', 'updateStarting']);
/** From download to the reboot after a successful update: the update button stays away. */
const busyWithUpdate: ReadonlySet<ReaderState> = new Set([...updatingStates, 'updateSucceeded']);

export function isUpdating(reader: Pick<ReaderOverview, 'state'>): boolean {
  return reader.state !== null && updatingStates.has(reader.state);
}

/** Connected: the reader has spoken and is neither offline nor reconnecting (the server refuses otherwise). */
function isConnected(reader: Pick<ReaderOverview, 'state'>): boolean {
  return reader.state !== null && reader.state !== 'offline' && reader.state !== 'reconnecting';
}

/** An update is worth offering: one is available, the reader is connected and not already updating. */
export function canOfferUpdate(reader: Pick<ReaderOverview, 'state' | 'updateAvailable'>): boolean {
  return (
    reader.updateAvailable &&
    isConnected(reader) &&
    !(reader.state !== null && busyWithUpdate.has(reader.state))
  );
}

/**
 * What the reader's own status says about updates: progress while it downloads and installs
 * (indeterminate: the device reports no percentage), the outcome, and the blacklist rule (it must update
 * before any exam). Shown on every tile, the read-only /visualizar-scanners included.
 */
export function ReaderUpdateStatus({ reader }: { reader: Pick<ReaderOverview, 'code' | 'state'> }) {
  const { t } = useTranslation('readers');
  if (isUpdating(reader)) {
    return (
      <Stack gap={4} data-testid="reader-update-progress">
        <Progress
          value={100}
          striped
          animated
          color="ponto.8"
          aria-label={t('update.progressLabel', { code: reader.code })}
        />
        <Text size="sm">{t('update.progress', updateMinutes)}</Text>
      </Stack>
    );
  }
  if (reader.state === 'updateSucceeded') {
    return (
      <Text size="sm" c="green.9">
        {t('update.succeeded')}
      </Text>
    );
  }
  if (reader.state === 'updateFailed') {
    return (
      <Text size="sm" c="red.9" fw={600}>
        {t('update.failed')}
      </Text>
    );
  }
  if (reader.state === 'blockedByBlacklist') {
    return (
      <Text size="sm" c="red.9" fw={600} data-testid="reader-blacklist-note">
        {t('update.blacklisted')}
      </Text>
    );
  }
  return null;
}

/**
 * 'Update firmware' on a tile: a confirmation that states the §9 facts (5 to 10 minutes, no exams
 * meanwhile), then POST …/update. The answer shows under the button: the version sent, or the §8 error
 * (READER_UPDATE_REFUSED_DURING_EXAM, READER_UPDATING, READER_OFFLINE, or any other) with its advice.
 */
export function ReaderUpdateAction({
  reader,
  cnpj,
  describedBy,
}: {
  reader: Pick<ReaderOverview, 'code' | 'state' | 'firmware' | 'updateAvailable'>;
  cnpj: string;
  /** The id of the tile's title, so the button is announced with the reader it updates. */
  describedBy?: string;
}) {
  const { t } = useTranslation(['readers', 'common']);
  const update = useUpdateReader(cnpj);
  const [opened, setOpened] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  // Once the update is over (or no longer needed) "update sent" would only be stale news.
  const over =
    reader.state === 'updateSucceeded' || reader.state === 'updateFailed' || !reader.updateAvailable;
  useEffect(() => {
    if (over) setSent(null);
  }, [over]);

  const confirm = async () => {
    setFailure(null);
    setSent(null);
    try {
      const answer = await update.mutateAsync(reader.code);
      setSent(answer.firmware);
    } catch (error) {
      setFailure(toApiError(error));
    } finally {
      setOpened(false);
    }
  };

  return (
    <>
      {canOfferUpdate(reader) && (
        <Button
          variant="outline"
          size="xs"
          w="fit-content"
          aria-describedby={describedBy}
          onClick={() => {
            setFailure(null);
            setOpened(true);
          }}
        >
          {t('update.button')}
        </Button>
      )}
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('update.confirmTitle', { code: reader.code })}
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Stack gap="sm">
          <Text>
            {t('update.confirmVersion', {
              current: reader.firmware ?? t('tile.unknown'),
              version: CURRENT_FIRMWARE_VERSION,
            })}
          </Text>
          <Text fw={600}>{t('update.confirmDuration', updateMinutes)}</Text>
          <Text>{t('update.confirmPower')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)} disabled={update.isPending}>
              {t('update.cancel')}
            </Button>
            <Button onClick={confirm} loading={update.isPending}>
              {t('update.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {sent && (
        <Alert color="green" variant="light" role="status" p="xs">
          <Text size="sm">{t('update.sent', { version: sent, ...updateMinutes })}</Text>
        </Alert>
      )}
      {failure && <ErrorAlert error={failure} />}
    </>
  );
}
