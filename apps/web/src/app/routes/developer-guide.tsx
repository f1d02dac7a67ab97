import { Anchor, Code, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cnpjDigits,
  emptySettings,
  type GuideSettings,
  TokenForm,
  TrailStep,
  trailSteps,
  wrap,
} from '@/features/developer-guide';

const SIGNATURE_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// secret: 'whsec_…' as the portal showed it when the endpoint was created
function verify(secret, headers, rawBody) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${rawBody}\`).digest('base64');
  return headers['webhook-signature'].split(' ').some((s) => {
    const given = Buffer.from(s.replace(/^v1,/, ''));
    return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
  });
}`;

/** A released glucose result as Ponto sends it (segments end in CR; shown one a line). */
const ORU_SAMPLE = [
  'MSH|^~\\&|Ponto|22333444000181|||20261128120000+0000||ORU^R01^ORU_R01|9f2c41d07be35a8c6e10|P|2.5.1|||NE|AL',
  'PID|1||52998224725^^^CPF^NN||Souza^Joana Maria||19900517|F',
  'ORC|RE|2026112800001|2026112800001||CM||||20261128120000+0000',
  'OBR|1|2026112800001|2026112800001|GLUCOSE^Glicose^99PONTO|||20261128113000+0000|||||||||||||||20261128120000+0000|||F',
  'OBX|1|NM|41653-7^Glucose [Mass/volume] in Capillary blood by Glucometer^LN^GLU^Glicose^99PONTO||132|mg/dL^mg/dL^UCUM|70-99|H|||F|||20261128114500+0000',
  'SPM|1|||122554006^Capillary blood specimen^SCT^capillary_blood^^99PONTO',
].join('\n');

/**
 * /developer-guide (public, §2): the integration trail — authentication, workplaces, exams, create a
 * pre-exam, status, PDF, results, webhooks — then FHIR R4 and HL7 v2 (docs/fhir.md, docs/hl7.md), with settings for token, workplace, exam and external id,
 * and a test-request button per step that calls this portal's real API.
 */
export default function DeveloperGuidePage() {
  const { t } = useTranslation('developerGuide');
  const [settings, setSettings] = useState<GuideSettings>(emptySettings);
  const set = (key: keyof GuideSettings) => (value: string) => setSettings((s) => ({ ...s, [key]: value }));
  return (
    <Stack gap="lg" maw={960} mx="auto" p="md">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
        <Anchor href="/api/docs" target="_blank" rel="noopener" underline="always">
          {t('apiManual')}
        </Anchor>
      </div>
      <Paper withBorder p="md" component="section" aria-labelledby="guide-settings">
        <Stack gap="sm">
          <Title order={2} size="h4" id="guide-settings">
            {t('settings.title')}
          </Title>
          <Text size="sm">{t('settings.text')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label={t('settings.token')}
              value={settings.token}
              onChange={(e) => set('token')(e.currentTarget.value)}
            />
            <TextInput
              label={t('settings.cnpj')}
              value={settings.cnpj}
              // No maxLength: it would cut a pasted masked CNPJ before its digits are taken.
              onChange={(e) => set('cnpj')(cnpjDigits(e.currentTarget.value))}
              inputMode="numeric"
            />
            <TextInput
              label={t('settings.examIndex')}
              value={settings.examIndex}
              onChange={(e) => set('examIndex')(e.currentTarget.value.replace(/\D/g, ''))}
              inputMode="numeric"
              maxLength={6}
            />
            <TextInput
              label={t('settings.externalId')}
              value={settings.externalId}
              onChange={(e) => set('externalId')(e.currentTarget.value)}
              maxLength={100}
            />
          </SimpleGrid>
          {settings.preExamId && <Text size="sm">{t('settings.preExamId', { id: settings.preExamId })}</Text>}
        </Stack>
      </Paper>
      {trailSteps.map((step, index) => (
        <TrailStep
          key={step}
          step={step}
          index={index + 1}
          settings={settings}
          onAnswer={
            step === 'createPreExam'
              ? (json) => {
                  const id = (json as { id?: unknown } | null)?.id;
                  if (typeof id === 'string') set('preExamId')(id);
                }
              : undefined
          }
        >
          {step === 'authentication' && <TokenForm cnpj={settings.cnpj} onToken={set('token')} />}
          {step === 'webhooks' && (
            <Code block aria-label={t('steps.webhooks.snippet')} tabIndex={0} style={wrap}>
              {SIGNATURE_SNIPPET}
            </Code>
          )}
          {step === 'fhir' && (
            <>
              <Text size="sm">{t('steps.fhir.metadata')}</Text>
              <Code block aria-label={t('steps.fhir.metadataCurl')} tabIndex={0} style={wrap}>
                {`curl '${window.location.origin}/fhir/R4/metadata'`}
              </Code>
              <Text size="sm">{t('steps.fhir.search')}</Text>
            </>
          )}
          {step === 'hl7' && (
            <>
              <Text size="sm">{t('steps.hl7.ack')}</Text>
              <Text size="sm">{t('steps.hl7.configure')}</Text>
              <Code block aria-label={t('steps.hl7.sample')} tabIndex={0} style={wrap}>
                {ORU_SAMPLE}
              </Code>
            </>
          )}
        </TrailStep>
      ))}
    </Stack>
  );
}
