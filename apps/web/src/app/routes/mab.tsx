import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AddressFields } from '@/features/addresses';
import { AnimalFields, emptyAnimal, toAnimal } from '@/features/animals';
import { NewExamWizard, type WizardSlots } from '@/features/new-exam';
import { PhotoCapture } from '@/features/photo';
import { availableFlows } from '@/features/protocols';
import { useSession } from '@/lib/services-context';

/** The same parts /novo-exame hands to the wizard (the route is the one place that composes features). */
const slots: WizardSlots = {
  AddressFields,
  AnimalFields,
  PhotoCapture,
  emptyAnimal: () => ({ ...emptyAnimal() }),
  toAnimal: toAnimal as WizardSlots['toAnimal'],
};

/**
 * /mab (§2): the new-exam wizard saving protocols of type MAB. Only where the workplace offers the mab
 * service (§6: not in a selfCollection workplace); the server refuses it elsewhere too.
 */
export default function MabPage() {
  const { t } = useTranslation('protocols');
  const session = useSession();
  const workplace = session?.currentWorkplace ?? null;
  if (!session) return null;
  if (!workplace || !availableFlows(workplace, session.user.permissions).includes('mab')) {
    return (
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('mab.title')}
        </Title>
        <Alert color="blue" variant="light" title={t('mab.unavailableTitle')}>
          {t('mab.unavailable')}{' '}
          <Anchor component={Link} to={paths.medicalProtocol} underline="always">
            {t('mab.back')}
          </Anchor>
        </Alert>
      </Stack>
    );
  }
  // Its own draft per user and workplace, apart from /novo-exame's.
  return (
    <NewExamWizard
      key={`${session.user.id}:${workplace.cnpj}:mab`}
      userId={session.user.id}
      workplace={workplace}
      slots={slots}
      protocolType="mab"
      title={t('mab.title')}
    />
  );
}
