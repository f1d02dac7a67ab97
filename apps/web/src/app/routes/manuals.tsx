import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ReaderConnectionGuide, type ReaderManual, readerManuals } from '@/features/manuals';

/** /manuals?manual=reader-wifi|reader-cable|reader-usb (§2 manuals, query manuals): reader set-up guides. */
export default function ManualsPage() {
  const { t } = useTranslation('manuals');
  const [params, setParams] = useSearchParams();
  const requested = params.get('manual');
  const manual: ReaderManual = readerManuals.includes(requested as ReaderManual)
    ? (requested as ReaderManual)
    : 'reader-wifi';
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
        <Anchor component={Link} to={paths.manualsGuide} size="sm" underline="always">
          {t('guideLink')}
        </Anchor>
      </div>
      <ReaderConnectionGuide
        manual={manual}
        onManualChange={(next) => setParams({ manual: next }, { replace: true })}
      />
    </Stack>
  );
}
