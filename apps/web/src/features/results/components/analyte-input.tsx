import { Group, Radio, TextInput } from '@mantine/core';
import { type AnalyteView, localised, type QualitativeValue, qualitativeLabel } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { displayReference } from '../model/result-values';

/**
 * One analyte's value: a radio group of the §3 qualitative codes offered, or a number field with its unit
 * and reference range.
 */
export function AnalyteInput({
  analyte,
  value,
  error,
  choices,
  onChange,
}: {
  analyte: AnalyteView;
  value: string;
  error: string | undefined;
  choices: readonly QualitativeValue[];
  onChange: (value: string) => void;
}) {
  const { t, i18n } = useTranslation(['results', 'domain']);
  const label = localised(analyte.name, i18n.language);
  if (analyte.qualitative)
    return (
      <Radio.Group label={label} value={value} onChange={onChange} error={error} withAsterisk>
        <Group gap="md" mt={6}>
          {choices.map((code) => (
            <Radio
              key={code}
              value={String(code)}
              label={t(`domain:qualitative.${qualitativeLabel(code)}`)}
            />
          ))}
        </Group>
      </Radio.Group>
    );
  const reference = displayReference(analyte, i18n.language);
  return (
    <TextInput
      label={analyte.unit ? `${label} (${analyte.unit})` : label}
      description={reference ? t('results:form.reference', { range: reference }) : undefined}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      inputMode="decimal"
      autoComplete="off"
      maxLength={20}
      required
      w={{ base: '100%', sm: 260 }}
    />
  );
}
