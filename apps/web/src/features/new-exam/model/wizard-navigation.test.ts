import { describe, expect, it } from 'vitest';
import { adultDraft } from '@/entities/patient/test-drafts';
import { emptyWizardDraft, type WizardDraft } from './draft';
import { resolveStep, stepAfter, stepBefore, wizardPosition } from './wizard-navigation';

const owner = { userId: 'u1', cnpj: '11222333000181' };
const today = '2025-06-15';

function human(birthDate: string, step: WizardDraft['step'] = 'document'): WizardDraft {
  const draft = emptyWizardDraft(owner, { veterinary: false });
  draft.patient = adultDraft();
  draft.patient.personal.birthDate = birthDate;
  draft.step = step;
  return draft;
}

describe('wizard position', () => {
  it('has no guardian step for an adult, and a guardian who sees the exam under 12', () => {
    const adult = wizardPosition(human('02/03/1990'), { veterinary: false, today });
    expect(adult).toMatchObject({ age: 35, requirement: 'none', current: 'document' });
    expect(adult.steps).not.toContain('guardian');

    const child = wizardPosition(human('01/01/2020'), { veterinary: false, today });
    expect(child).toMatchObject({ age: 5, requirement: 'guardian' });
    expect(child.steps).toContain('guardian');
    expect(wizardPosition(human('01/01/2010'), { veterinary: false, today }).requirement).toBe('contact');
  });

  it('keeps the guardian step while the birth date is unknown (or in the future)', () => {
    for (const birthDate of ['', '01/01/2030']) {
      const position = wizardPosition(human(birthDate), { veterinary: false, today });
      expect(position.requirement).toBeNull();
      expect(position.steps).toContain('guardian');
    }
  });

  it('goes on to the next shown step when the stored one is hidden: an adult on the guardian step is on the photo', () => {
    const position = wizardPosition(human('02/03/1990', 'guardian'), { veterinary: false, today });
    expect(position.current).toBe('photo');
  });

  it('shows the animal steps in VET workplaces, with no age', () => {
    const draft = emptyWizardDraft(owner, { veterinary: true });
    const position = wizardPosition(draft, { veterinary: true, today });
    expect(position).toMatchObject({ age: null, requirement: null, current: 'animal' });
    expect(position.steps[0]).toBe('animal');
    expect(position.steps).not.toContain('document');
  });
});

describe('step moves', () => {
  const steps = ['document', 'personal', 'address', 'photo'] as const;

  it('finds the step after and before, and nothing past either end', () => {
    expect(stepAfter(steps, 'personal')).toBe('address');
    expect(stepAfter(steps, 'photo')).toBeUndefined();
    expect(stepBefore(steps, 'personal')).toBe('document');
    expect(stepBefore(steps, 'document')).toBeUndefined();
  });

  it('resolves a step that is not shown to the first shown step after it, or the first step', () => {
    expect(resolveStep('address', steps)).toBe('address');
    expect(resolveStep('guardian', steps)).toBe('photo');
    expect(resolveStep('confirmation', steps)).toBe('document');
  });
});
