import { NativeSelect } from '@mantine/core';
import { isLocale, locales } from '@ponto/i18n/locales';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '@/lib/services-context';

/** The four interface languages (§1), each named in its own language; kept per device and per user. */
export function LanguageSwitcher({ size = 'sm', label = true }: { size?: 'xs' | 'sm'; label?: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const services = useServices();
  const [saving, setSaving] = useState(false);
  return (
    <NativeSelect
      size={size}
      label={label ? t('language') : undefined}
      aria-label={label ? undefined : t('language')}
      value={i18n.language}
      disabled={saving}
      data={locales.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (!isLocale(next)) return;
        setSaving(true);
        services
          .changeLanguage(next)
          .catch(() => undefined)
          .finally(() => setSaving(false));
      }}
    />
  );
}
