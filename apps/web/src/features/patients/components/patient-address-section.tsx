import { Fieldset, Stack, Text } from '@mantine/core';
import type { PatientRegistration } from '@ponto/domain';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressDraft } from '@/entities/address';
import { addressLine } from './patient-edit-model';

/** The AddressFields, handed in by the route (a feature does not import another feature). */
export type AddressFieldsSlot = ComponentType<{
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  errors?: Partial<Record<keyof AddressDraft, string>>;
  disabled?: boolean;
}>;

export interface PatientAddressSectionProps {
  AddressFields: AddressFieldsSlot | undefined;
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  errors: Record<string, string>;
  /** The address as last saved: shown, and kept, when the route gives no address fields. */
  kept: PatientRegistration['patient']['address'];
}

/** The patient's address: its fields when the route gives them, else the kept address and its messages. */
export function PatientAddressSection({
  AddressFields,
  value,
  onChange,
  errors,
  kept,
}: PatientAddressSectionProps) {
  const { t } = useTranslation('patients');
  return (
    <Fieldset legend={t('edit.address')} variant="unstyled">
      {AddressFields ? (
        <AddressFields value={value} onChange={onChange} errors={errors} />
      ) : (
        <Stack gap={4}>
          <Text size="sm">
            {kept.street ? t('edit.addressKept', { address: addressLine(kept) }) : t('edit.addressNone')}
          </Text>
          {Object.values(errors).map((message) => (
            <Text key={message} size="sm" c="red.8">
              {message}
            </Text>
          ))}
        </Stack>
      )}
    </Fieldset>
  );
}
