import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sendGuideRequest } from '../model/send';
import { curlOf, type GuideSettings, type TrailStepKey, trailRequest } from '../model/trail';

/** Long lines wrap instead of scrolling sideways; a block that still scrolls takes the focus (tabIndex). */
export const wrap = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/**
 * One step of the §2 developer guide trail: what it is for, its request as the settings make it (and as
 * curl), and a button that sends it to this portal's real API and shows the answer.
 */
export function TrailStep({
  step,
  index,
  settings,
  onAnswer,
  children,
}: {
  step: TrailStepKey;
  index: number;
  settings: GuideSettings;
  onAnswer?: (json: unknown) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('developerGuide');
  const request = trailRequest(step, settings);
  const send = useMutation({
    mutationFn: () => sendGuideRequest(request!, settings.token),
    onSuccess: (answer) => onAnswer?.(answer.json),
  });
  const titleId = `trail-${step}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('trail.stepTitle', { index, title: t(`steps.${step}.title`) })}
        </Title>
        <Text size="sm">{t(`steps.${step}.text`)}</Text>
        {children}
        {request && (
          <>
            <Group gap="xs">
              <Badge variant="light" color="gray">
                {request.method}
              </Badge>
              <Code>{request.path}</Code>
            </Group>
            <Code block aria-label={t('trail.curl')} tabIndex={0} style={wrap}>
              {curlOf(request, window.location.origin)}
            </Code>
            <Group gap="sm">
              <Button variant="default" onClick={() => send.mutate()} loading={send.isPending}>
                {t('trail.send')}
              </Button>
              {!settings.token && (
                <Text size="xs" c="dimmed">
                  {t('trail.noToken')}
                </Text>
              )}
            </Group>
            <div aria-live="polite">
              {send.isSuccess && (
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    {t('trail.answer', { status: send.data.status })}
                  </Text>
                  <Code
                    block
                    mah={320}
                    tabIndex={0}
                    aria-label={t('trail.answerBody')}
                    style={{ ...wrap, overflow: 'auto' }}
                  >
                    {send.data.body}
                  </Code>
                </Stack>
              )}
              {send.isError && (
                <Text size="sm" c="red.8" role="alert">
                  {t('trail.networkError')}
                </Text>
              )}
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
