import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ErrorCode, localised, type Nullified, nullifyBodySchema, zodIssueKey } from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeScanner } from '@/features/barcode';
import { type ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { nullifiedKey, nullifyCapsule } from '../api/nullify';
import { readCapsuleQr } from '../model/capsule-qr';

type Field = 'capsuleCode' | 'lot';
type FieldErrors = Partial<Record<Field, string>>;
/** The §8 nullify modals: QR not read, network failure, already nullified. */
type ModalCode = Extract<
  ErrorCode,
  'NULLIFY_QR_FAILED' | 'NULLIFY_NETWORK_FAILED' | 'NULLIFY_ALREADY_NULLIFIED'
>;

/**
 * §2 capsule nullification: scan the capsule's QR code or type its code and lot, confirm (it cannot be
 * undone), and the server nullifies it — never used, not billed.
 */
export function NullifyForm({ cnpj }: { cnpj: string }) {
  const { t, i18n } = useTranslation(['nullify', 'errors', 'validation', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ capsuleCode: '', lot: '' });
  const [method, setMethod] = useState<'qr' | 'typed'>('typed');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [modal, setModal] = useState<ModalCode | null>(null);
  const [done, setDone] = useState<Nullified | null>(null);
  const [other, setOther] = useState<ApiError | null>(null);

  const nullify = useMutation({
    mutationFn: () => nullifyCapsule(api, cnpj, { ...values, method }),
    onSuccess: (result) => {
      setDone(result);
      setValues({ capsuleCode: '', lot: '' });
      setMethod('typed');
      void queryClient.invalidateQueries({ queryKey: nullifiedKey(cnpj) });
    },
    onError: (cause) => {
      const error = toApiError(cause);
      if (error.code === 'NETWORK_ERROR') return setModal('NULLIFY_NETWORK_FAILED');
      if (error.code === 'NULLIFY_ALREADY_NULLIFIED') return setModal('NULLIFY_ALREADY_NULLIFIED');
      const fields: FieldErrors = {};
      for (const f of error.fields)
        if (f.field === 'capsuleCode' || f.field === 'lot') fields[f.field] = t(f.messageKey, f.params);
      setErrors(fields);
      setOther(Object.keys(fields).length === 0 ? error : null);
    },
    onSettled: () => setConfirming(false),
  });

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setMethod('typed');
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function review(event?: FormEvent) {
    event?.preventDefault();
    setDone(null);
    setOther(null);
    const parsed = nullifyBodySchema.safeParse({ ...values, method });
    if (!parsed.success) {
      const fields: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        fields[field] ??= t(`validation:${zodIssueKey(issue)}`);
      }
      setErrors(fields);
      return;
    }
    setValues({ capsuleCode: parsed.data.capsuleCode, lot: parsed.data.lot });
    setConfirming(true);
  }

  function scanned(text: string) {
    const ids = readCapsuleQr(text);
    if (!ids) {
      setModal('NULLIFY_QR_FAILED');
      return;
    }
    setValues(ids);
    setMethod('qr');
    setErrors({});
    setDone(null);
    setConfirming(true);
  }

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('nullify:form.title')}
        </Title>
        <CodeScanner label={t('nullify:form.camera')} onCode={scanned} />
        <form onSubmit={review} noValidate>
          <Stack gap="sm">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label={t('nullify:form.capsuleCode')}
                value={values.capsuleCode}
                onChange={(event) => change('capsuleCode', event.currentTarget.value)}
                error={errors.capsuleCode}
                maxLength={64}
                autoComplete="off"
                required
                w={{ base: '100%', sm: 260 }}
              />
              <TextInput
                label={t('nullify:form.lot')}
                value={values.lot}
                onChange={(event) => change('lot', event.currentTarget.value)}
                error={errors.lot}
                maxLength={64}
                autoComplete="off"
                required
                w={{ base: '100%', sm: 260 }}
              />
            </Group>
            <Button type="submit" color="red" variant="light" w="fit-content">
              {t('nullify:form.submit')}
            </Button>
          </Stack>
        </form>
        {done && (
          <Alert color="green" variant="light" role="status" title={t('nullify:done.title')}>
            {t('nullify:done.text', {
              code: done.capsuleCode,
              lot: done.lot,
              exam: localised(done.examName, i18n.language),
            })}
          </Alert>
        )}
        {other && (
          <Alert color="red" variant="light" role="alert" title={t(`errors:${other.code}.title`)}>
            {t(`errors:${other.code}.advice`)}
          </Alert>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('nullify:confirm.title')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('nullify:confirm.text', { code: values.capsuleCode, lot: values.lot })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('nullify:confirm.back')}
            </Button>
            <Button color="red" loading={nullify.isPending} onClick={() => nullify.mutate()}>
              {t('nullify:confirm.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={modal !== null}
        onClose={() => setModal(null)}
        title={modal ? t(`errors:${modal}.title`) : ''}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{modal ? t(`errors:${modal}.advice`) : ''}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setModal(null)}>{t('nullify:modal.ok')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
