import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StepId } from '../model/draft';
import classes from './wizard-stepper.module.css';

export interface WizardStepperProps {
  steps: readonly StepId[];
  current: StepId;
  /** Earlier steps can be opened again; later ones only through Next (each step is checked first). */
  onSelect: (step: StepId) => void;
  disabled?: boolean;
}

/** Where the person is: every step in order, done ones as links back, the current one marked (aria-current). */
export function WizardStepper({ steps, current, onSelect, disabled }: WizardStepperProps) {
  const { t } = useTranslation('newExam');
  const currentIndex = steps.indexOf(current);
  return (
    <Box component="nav" aria-label={t('stepper.label')}>
      <Text size="sm" c="dimmed" mb={4}>
        {t('stepper.position', { current: currentIndex + 1, total: steps.length })}
      </Text>
      <Box component="ol" className={classes.list}>
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          const content = (
            <Group gap={6} wrap="nowrap">
              <span className={classes.badge} data-state={state} aria-hidden="true">
                {index + 1}
              </span>
              <span className={classes.label}>{t(`steps.${step}`)}</span>
              {state === 'done' && <span className={classes.srOnly}>{t('stepper.done')}</span>}
            </Group>
          );
          return (
            <li key={step} className={classes.item} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' && !disabled ? (
                <UnstyledButton className={classes.button} onClick={() => onSelect(step)}>
                  {content}
                </UnstyledButton>
              ) : (
                <div className={classes.static} data-state={state}>
                  {content}
                </div>
              )}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
