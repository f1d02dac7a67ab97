import { Button, Chip, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type NpsAnswer, npsAnswerSchema } from '@ponto/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useServices, useSession } from '@/lib/services-context';

const scores = Array.from({ length: 11 }, (_, score) => String(score));

/**
 * §2 NPS survey popup, one of the session's login popups (§3): 0 to 10 and a comment, or 'not now'. Either
 * answer is sent, so the question does not come back at the next login (the server decides when it is due).
 */
export function NpsPopup() {
  const { t } = useTranslation('home');
  const services = useServices();
  const session = useSession();
  const [score, setScore] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [closed, setClosed] = useState(false);
  const send = useMutation({
    mutationFn: (answer: NpsAnswer) => services.api.post('/nps', npsAnswerSchema.parse(answer)),
    onSuccess: () => {
      setClosed(true);
      if (session)
        services.updateSession({ ...session, loginPopups: { ...session.loginPopups, nps: false } });
    },
  });
  if (!session?.loginPopups.nps || closed) return null;
  const postpone = () => send.mutate({ score: null });
  return (
    <Modal
      opened
      onClose={postpone}
      title={t('nps.title')}
      closeButtonProps={{ 'aria-label': t('nps.later') }}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text id="nps-question">{t('nps.question')}</Text>
        <Chip.Group value={score} onChange={(value) => setScore(value as string)}>
          <Group gap={6} role="radiogroup" aria-labelledby="nps-question">
            {scores.map((value) => (
              <Chip key={value} value={value} variant="outline" radius="sm">
                {value}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('nps.low')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('nps.high')}
          </Text>
        </Group>
        <Textarea
          label={t('nps.comment')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        {send.isError && <ErrorAlert error={toApiError(send.error)} />}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={postpone}
            loading={send.isPending && send.variables?.score === null}
          >
            {t('nps.later')}
          </Button>
          <Button
            disabled={score === null}
            loading={send.isPending && send.variables?.score !== null}
            onClick={() => send.mutate({ score: Number(score), comment: comment.trim() || undefined })}
          >
            {t('nps.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
