import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown in place of one part of a page (a form, a panel) while its code loads. */
export function SectionLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih={120} role="status">
      <Loader size="sm" aria-hidden />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
