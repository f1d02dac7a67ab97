import {
  Button,
  CloseButton,
  Fieldset,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type FieldError,
  localised,
  ORDER_LINES_MAX,
  ORDER_NOTES_MAX,
  ORDER_QUANTITY_MAX,
  type OrderableExam,
  type OrderDetail,
} from '@ponto/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { type AddressDraft, emptyAddress } from '@/entities/address';
import { type ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { orderableQueryOptions, ordersKey, placeOrder } from '../api/orders';
import { checkDraft, messagesByField, newLine, type OrderDraft, quantityInput } from '../model/order-draft';

/** The AddressFields (docs/addresses.md), handed in by the route: a feature does not import another. */
export type AddressFieldsSlot = ComponentType<{
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  errors?: Partial<Record<keyof AddressDraft, string>>;
  disabled?: boolean;
}>;

/**
 * §2 place an order: product lines (exam and quantity, added and removed), the delivery address with the
 * postal-code look-up, and notes. Checked with the domain's rule before sending; the server's field
 * problems are shown at their fields.
 */
export function PlaceOrderForm({
  cnpj,
  AddressFields,
  onPlaced,
  onClose,
}: {
  cnpj: string;
  AddressFields: AddressFieldsSlot;
  onPlaced: (order: OrderDetail) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['orders', 'validation', 'errors', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const orderable = useQuery(orderableQueryOptions(api, cnpj));
  const [draft, setDraft] = useState<OrderDraft>(() => ({
    lines: [newLine()],
    address: emptyAddress(),
    notes: '',
  }));
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const place = useMutation({
    mutationFn: (body: Parameters<typeof placeOrder>[2]) => placeOrder(api, cnpj, body),
    onSuccess: (order) => {
      void queryClient.invalidateQueries({ queryKey: ordersKey(cnpj) });
      onPlaced(order);
    },
    onError: (cause) => {
      const error = toApiError(cause);
      setProblems(error.fields);
      setFailure(error.fields.length === 0 ? error : null);
    },
  });

  const messages = messagesByField(problems, (key, params) => t(key, params) as string);
  const addressErrors = Object.fromEntries(
    Object.entries(messages)
      .filter(([field]) => field.startsWith('deliveryAddress.'))
      .map(([field, text]) => [field.slice('deliveryAddress.'.length), text]),
  );

  function update(patch: Partial<OrderDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
  }
  function updateLine(key: string, patch: Partial<OrderDraft['lines'][number]>) {
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line) => (line.key === key ? { ...line, ...patch } : line)),
    }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = checkDraft(draft);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems([]);
    place.mutate(checked.body);
  }

  const exams: OrderableExam[] = orderable.data?.exams ?? [];
  const examOptions = [
    { value: '', label: t('place.chooseExam') },
    ...exams.map((e) => ({ value: String(e.examIndex), label: localised(e.examName, i18n.language) })),
  ];

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h4">
              {t('place.title')}
            </Title>
            <Text size="sm">{t('place.intro')}</Text>
          </div>
          <CloseButton onClick={onClose} aria-label={t('place.close')} />
        </Group>
        {orderable.isPending && <Loader aria-label={t('place.loadingExams')} />}
        {orderable.isError && <ErrorAlert error={toApiError(orderable.error)} />}
        {orderable.isSuccess && exams.length === 0 && <Text size="sm">{t('place.noExams')}</Text>}
        {orderable.isSuccess && exams.length > 0 && (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Fieldset legend={t('place.products')} variant="unstyled">
                <Stack gap="sm">
                  {draft.lines.map((line, i) => (
                    <Group
                      key={line.key}
                      align="flex-start"
                      gap="sm"
                      wrap="wrap"
                      role="group"
                      aria-label={t('place.line', { n: i + 1 })}
                    >
                      <NativeSelect
                        label={t('place.exam')}
                        data={examOptions}
                        value={line.examIndex}
                        onChange={(event) => updateLine(line.key, { examIndex: event.currentTarget.value })}
                        error={messages[`products.${i}.examIndex`]}
                        required
                        w={{ base: '100%', sm: 320 }}
                      />
                      <TextInput
                        label={t('place.quantity')}
                        description={t('place.quantityHint', {
                          max: ORDER_QUANTITY_MAX.toLocaleString(i18n.language),
                        })}
                        value={line.quantity}
                        onChange={(event) =>
                          updateLine(line.key, { quantity: quantityInput(event.currentTarget.value) })
                        }
                        error={messages[`products.${i}.quantity`]}
                        inputMode="numeric"
                        autoComplete="off"
                        required
                        w={{ base: '100%', sm: 200 }}
                      />
                      {draft.lines.length > 1 && (
                        <Button
                          variant="subtle"
                          color="red.8"
                          mt={{ base: 0, sm: 'xl' }}
                          onClick={() => update({ lines: draft.lines.filter((l) => l.key !== line.key) })}
                        >
                          {t('place.removeLine', { n: i + 1 })}
                        </Button>
                      )}
                    </Group>
                  ))}
                  {messages.products && (
                    <Text size="sm" c="red.8" role="alert">
                      {messages.products}
                    </Text>
                  )}
                  {draft.lines.length < Math.min(ORDER_LINES_MAX, exams.length) && (
                    <Button
                      variant="default"
                      w="fit-content"
                      onClick={() => update({ lines: [...draft.lines, newLine()] })}
                    >
                      {t('place.addLine')}
                    </Button>
                  )}
                </Stack>
              </Fieldset>
              <Fieldset legend={t('place.address')} variant="unstyled">
                <AddressFields
                  value={draft.address}
                  onChange={(address) => update({ address })}
                  errors={addressErrors}
                  disabled={place.isPending}
                />
              </Fieldset>
              <Textarea
                label={t('place.notes')}
                value={draft.notes}
                onChange={(event) => update({ notes: event.currentTarget.value })}
                error={messages.notes}
                maxLength={ORDER_NOTES_MAX}
                autosize
                minRows={2}
              />
              {problems.length > 0 && (
                <Text size="sm" c="red.8" role="alert">
                  {t('place.fixFields')}
                </Text>
              )}
              {failure && <ErrorAlert error={failure} />}
              <Group gap="sm">
                <Button type="submit" loading={place.isPending}>
                  {t('place.submit')}
                </Button>
                <Button variant="default" onClick={onClose}>
                  {t('place.close')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
