import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { isVeterinary, type SessionWorkplace } from '@ponto/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useServices } from '@/lib/services-context';
import type { StepId } from '../model/draft';
import type { WizardSlots } from './slots';
import { ConfirmationStep } from './steps/confirmation-step';
import { ExamsStep } from './steps/exams-step';
import {
  AddressStep,
  AnimalStep,
  DocumentStep,
  GuardianStep,
  PersonalStep,
  PhotoStep,
} from './steps/patient-steps';
import { PaymentStep } from './steps/payment-step';
import { ProcedureStep } from './steps/procedure-step';
import { QuizStep } from './steps/quiz-step';
import { useWizard, type Wizard } from './use-wizard';
import { WizardStepper } from './wizard-stepper';

export interface NewExamWizardProps {
  userId: string;
  workplace: SessionWorkplace;
  slots: WizardSlots;
  /** Tests pin the day the age rules count from. */
  now?: () => Date;
  /** /mab runs the same wizard saving protocol type 'mab', under its own title. */
  protocolType?: 'mab';
  title?: string;
}

function stepContent(step: StepId, wizard: Wizard, slots: WizardSlots): ReactNode {
  switch (step) {
    case 'document':
      return <DocumentStep wizard={wizard} />;
    case 'personal':
      return <PersonalStep wizard={wizard} />;
    case 'address':
      return <AddressStep wizard={wizard} slots={slots} />;
    case 'guardian':
      return <GuardianStep wizard={wizard} />;
    case 'photo':
      return <PhotoStep wizard={wizard} slots={slots} />;
    case 'animal':
      return <AnimalStep wizard={wizard} slots={slots} />;
    case 'exams':
      return <ExamsStep wizard={wizard} />;
    case 'procedure':
      return <ProcedureStep wizard={wizard} />;
    case 'quiz':
      return <QuizStep wizard={wizard} />;
    case 'payment':
      return <PaymentStep wizard={wizard} />;
    case 'confirmation':
      return <ConfirmationStep wizard={wizard} />;
  }
}

/**
 * /novo-exame (§2): the new-exam wizard. Every step is checked with the domain's rules before Next, the
 * server's field errors open the step that owns the field, and the draft survives a reload (sessionStorage,
 * cleared at logout). VET workplaces register an animal and its tutor instead of a person (§6).
 */
export function NewExamWizard({ userId, workplace, slots, now, protocolType, title }: NewExamWizardProps) {
  const { t } = useTranslation('newExam');
  const { store } = useServices();
  const veterinary = isVeterinary(workplace);
  const wizard = useWizard({
    userId,
    cnpj: workplace.cnpj,
    veterinary,
    ...(slots.emptyAnimal && { emptyAnimal: slots.emptyAnimal }),
    ...(slots.toAnimal && { toAnimal: slots.toAnimal }),
    ...(now && { now }),
    ...(protocolType && { protocolType }),
    signedIn: () => store.get() !== null,
  });
  const { current, steps, draft, focusTarget } = wizard;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.kind === 'invalid') {
      const invalid = stepRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
      if (invalid) {
        if (invalid.getAttribute('role') === 'alert') invalid.setAttribute('tabindex', '-1');
        invalid.focus();
        return;
      }
    }
    headingRef.current?.focus();
  }, [focusTarget]);

  const saved = draft.saved !== null;
  const index = steps.indexOf(current);
  const last = current === 'confirmation';

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} size="h2">
          {title ?? (veterinary ? t('titleVet') : t('title'))}
        </Title>
        <Text c="dimmed">{t('workplace', { name: workplace.name })}</Text>
      </div>
      <WizardStepper
        steps={steps}
        current={current}
        onSelect={wizard.goTo}
        disabled={saved || wizard.busy !== null}
      />
      {draft.cohabitants.length > 0 && (
        <Paper withBorder p="sm">
          <Text size="sm" fw={600}>
            {t('cohabitants.title')}
          </Text>
          <List size="sm">
            {draft.cohabitants.map((c) => (
              <List.Item key={c.protocolNumber}>
                {t('cohabitants.item', { name: c.name, protocolNumber: c.protocolNumber })}
              </List.Item>
            ))}
          </List>
        </Paper>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void wizard.next();
        }}
      >
        <Stack gap="md" ref={stepRef}>
          <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            {t('stepTitle', { number: index + 1, name: t(`steps.${current}`) })}
          </Title>
          {wizard.failure && <ErrorAlert error={wizard.failure} />}
          {stepContent(current, wizard, slots)}
          {!saved && (
            <Group justify="space-between" mt="md">
              <Button
                type="button"
                variant="default"
                onClick={wizard.back}
                disabled={index === 0 || wizard.busy !== null}
              >
                {t('back')}
              </Button>
              <Button type="submit" loading={wizard.busy !== null && wizard.busy !== 'voucher'}>
                {last ? t('save') : t('next')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
