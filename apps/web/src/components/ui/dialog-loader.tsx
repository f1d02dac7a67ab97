import { Center, Loader, Overlay, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown over the page while a dialog's code loads, where the dialog will open. */
export function DialogLoader() {
  const { t } = useTranslation('common');
  return (
    <Overlay fixed backgroundOpacity={0.35} blur={0}>
      <Center h="100%" role="status">
        <Loader aria-hidden />
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
      </Center>
    </Overlay>
  );
}
