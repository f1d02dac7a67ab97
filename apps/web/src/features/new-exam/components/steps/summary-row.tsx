import { Text } from '@mantine/core';

/** One term and its value in the confirmation's lists; nothing when nothing was entered. */
export function Row({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {value}
      </Text>
    </>
  );
}

/** The country's name in the interface language (Intl.DisplayNames), or its code when the browser has none. */
export function countryName(code: string, language: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
