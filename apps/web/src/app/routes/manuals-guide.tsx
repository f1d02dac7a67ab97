import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { guideNamed, PortalGuideList, PortalGuideView } from '@/features/manuals';

/** /manuals/guide?manuals=<id> (§2 manuals, child guide): the portal's user guides; the list when none is named. */
export default function ManualsGuidePage() {
  const { t } = useTranslation('manuals');
  const [params] = useSearchParams();
  const guide = guideNamed(params.get('manuals'));
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} size="h2">
          {t('guide.title')}
        </Title>
        <Text>{t('guide.intro')}</Text>
        <Anchor component={Link} to={paths.manuals} size="sm" underline="always">
          {t('guide.readers')}
        </Anchor>
      </div>
      {guide ? <PortalGuideView guide={guide} /> : <PortalGuideList />}
    </Stack>
  );
}
