import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { LeafletLookup } from '@/features/leaflets';

/** /bulas?lote= (§2 leaflets and tutorials by lot code): the lot stays in the address so a link opens it. */
export default function LeafletsPage() {
  const { t } = useTranslation('leaflets');
  const [params, setParams] = useSearchParams();
  const requested = params.get('lote') ?? '';
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text>{t('intro')}</Text>
        <Anchor component={Link} to={paths.manualsGuide} size="sm" underline="always">
          {t('guides')}
        </Anchor>
      </div>
      <LeafletLookup
        key={requested}
        requested={requested}
        onRequest={(lot) => setParams(lot ? { lote: lot } : {}, { replace: true })}
      />
    </Stack>
  );
}
