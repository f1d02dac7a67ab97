import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { separators, toCents } from '../model/money';

export interface MoneyInputProps {
  label: string;
  cents: number;
  onChange: (cents: number) => void;
  error?: string;
  description?: string;
  required?: boolean;
}

/** A money amount typed in the language's format (1.234,56 or 1,234.56), kept as whole cents. */
export function MoneyInput({ label, cents, onChange, error, description, required }: MoneyInputProps) {
  const { i18n } = useTranslation();
  const { decimal, thousands } = separators(i18n.language);
  return (
    <NumberInput
      label={label}
      value={cents / 100}
      onChange={(value) => onChange(toCents(value))}
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator={decimal}
      thousandSeparator={thousands === '\u00a0' || thousands === '\u202f' ? ' ' : thousands}
      allowNegative={false}
      min={0}
      hideControls
      inputMode="decimal"
      error={error}
      description={description}
      required={required}
    />
  );
}
