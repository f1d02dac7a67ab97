import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { maskCpf } from '@/lib/masks';

/** CPF field with the 000.000.000-00 mask applied while typing (pasted digits too). */
export const DocumentInput = forwardRef<
  HTMLInputElement,
  Omit<TextInputProps, 'onChange'> & {
    onChange: (value: string) => void;
  }
>(function DocumentInput({ onChange, ...props }, ref) {
  return (
    <TextInput
      ref={ref}
      inputMode="numeric"
      autoComplete="username"
      placeholder="000.000.000-00"
      maxLength={14}
      {...props}
      onChange={(event) => onChange(maskCpf(event.currentTarget.value))}
    />
  );
});
