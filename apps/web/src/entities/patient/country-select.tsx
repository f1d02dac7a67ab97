import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from './countries';

/** A country (ISO-2) by its name in the interface language; a native select, so keyboards and tablets work. */
export function CountrySelect(
  props: Omit<NativeSelectProps, 'data' | 'onChange'> & { value: string; onChange: (code: string) => void },
) {
  const { i18n } = useTranslation();
  const { onChange, ...rest } = props;
  const data = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return <NativeSelect {...rest} data={data} onChange={(event) => onChange(event.currentTarget.value)} />;
}
