import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExamsPanel } from '@/features/exam-run';
import { type HomeTab, HomeTabs, homeTabs } from '@/features/home';
import { ReadersPanel } from '@/features/readers';
import { RecollectList } from '@/features/recollect';
import { ResultCheckList } from '@/features/results';
import { WorkplaceSelect } from '@/features/workplaces';
import { useSession } from '@/lib/services-context';

/** /home (§2): choose the workplace, then the tabs; ?switchTab=<tab> opens a tab. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  if (!session) return null;
  const requested = params.get('switchTab');
  const tab: HomeTab = homeTabs.includes(requested as HomeTab) ? (requested as HomeTab) : 'readers';
  const workplace = session.currentWorkplace;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('greeting', { name: session.user.name })}</Text>
      </div>
      <Paper withBorder p="md" maw={520}>
        <WorkplaceSelect description={workplace ? t('workplaceCurrent') : t('workplaceChoose')} />
      </Paper>
      {workplace ? (
        <HomeTabs
          session={session}
          tab={tab}
          panels={{
            readers: <ReadersPanel cnpj={workplace.cnpj} />,
            exams: <ExamsPanel cnpj={workplace.cnpj} />,
            analysis: <ResultCheckList cnpj={workplace.cnpj} />,
            recollect: <RecollectList cnpj={workplace.cnpj} />,
          }}
          onTabChange={(next) =>
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                updated.set('switchTab', next);
                return updated;
              },
              { replace: true },
            )
          }
        />
      ) : (
        <Text>{t('workplaceNeeded')}</Text>
      )}
    </Stack>
  );
}
