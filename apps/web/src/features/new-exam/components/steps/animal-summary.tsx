import { ageUnits, sexes, species } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { formatDocument } from '@/lib/document-format';
import { Row } from './summary-row';

/** A text the animal's draft holds (the animal form owns its shape: anything else reads as nothing). */
function textOf(animal: Record<string, unknown>, key: string): string {
  const value = animal[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | null {
  return values.includes(value as T) ? (value as T) : null;
}

/** The confirmation's animal and tutor: species and sex translated, the age with its unit, the tutor's CPF masked. */
export function AnimalSummary({ animal }: { animal: Record<string, unknown> }) {
  const { t } = useTranslation(['newExam', 'domain', 'animals']);
  const kind = oneOf(species, animal.species);
  const sex = oneOf(sexes, animal.sex);
  const age = typeof animal.age === 'number' && Number.isFinite(animal.age) ? animal.age : null;
  const unit = oneOf(ageUnits, animal.ageUnit) ?? 'years';
  return (
    <dl>
      <Row label={t('confirmation.animalName')} value={textOf(animal, 'nameOrCode')} />
      <Row label={t('animals:species')} value={kind ? t(`domain:species.${kind}`) : ''} />
      <Row label={t('animals:breed')} value={textOf(animal, 'breed')} />
      <Row label={t('animals:sex')} value={sex ? t(`domain:sex.${sex}`) : ''} />
      <Row
        label={t('animals:age')}
        value={age === null ? '' : t(`confirmation.animalAge.${unit}`, { count: age })}
      />
      <Row label={t('confirmation.tutor')} value={textOf(animal, 'tutorName')} />
      <Row
        label={t('confirmation.tutorDocument')}
        value={formatDocument('cpf', textOf(animal, 'tutorDocument'))}
      />
      <Row label={t('animals:tutorPhone')} value={textOf(animal, 'tutorPhone')} />
      <Row label={t('animals:tutorEmail')} value={textOf(animal, 'tutorEmail')} />
    </dl>
  );
}
