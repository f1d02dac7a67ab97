import { Badge, Checkbox, Fieldset, Group, Loader, Stack, Text } from '@mantine/core';
import {
  type CatalogueExam,
  type ExamCombo,
  examAllowedForAge,
  kitForExams,
  type ReportLanguage,
  reportLanguages,
  type SelfCollectionKit,
} from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { OrderDraft } from '@/features/new-exam/model/draft';
import { formatMoney } from '@/features/new-exam/model/money';
import { localized } from '@/features/new-exam/model/order';
import { toApiError } from '@/lib/api-error';
import { translateError } from '../field-messages';
import type { Wizard } from '../use-wizard';

/**
 * Changing the exams undoes what depended on them: the voucher is checked again, and with self-collection on
 * the kit of exactly these exams is taken (none when there is no such kit).
 */
function withExams(
  order: OrderDraft,
  examIndexes: number[],
  comboCode: string | null,
  kits: readonly SelfCollectionKit[],
): OrderDraft {
  const kit = order.selfCollection ? kitForExams(kits, examIndexes) : null;
  return { ...order, examIndexes, comboCode, voucherExamIndex: null, selfCollectionKit: kit?.code ?? null };
}

/** Catalogue loading and failure, shared by the steps that need it. */
export function CatalogueGate({ wizard, children }: { wizard: Wizard; children: React.ReactNode }) {
  const { t } = useTranslation('newExam');
  if (wizard.catalogueQuery.isError) return <ErrorAlert error={toApiError(wizard.catalogueQuery.error)} />;
  if (!wizard.catalogue) return <Loader aria-label={t('exams.loading')} />;
  return <>{children}</>;
}

/** Step 6: exams and combos of the workplace's catalogue, age restrictions (§5), report language(s). */
export function ExamsStep({ wizard }: { wizard: Wizard }) {
  return (
    <CatalogueGate wizard={wizard}>
      <ExamsForm wizard={wizard} />
    </CatalogueGate>
  );
}

function ExamsForm({ wizard }: { wizard: Wizard }) {
  const { t, i18n } = useTranslation(['newExam', 'shell']);
  const catalogue = wizard.catalogue!;
  const { order } = wizard.draft;
  const language = i18n.language;
  const setOrder = (change: (o: OrderDraft) => OrderDraft) =>
    wizard.update((d) => ({ ...d, order: change(d.order) }));

  const refusal = (exam: CatalogueExam): string | null => {
    if (wizard.age === null) return null;
    const verdict = examAllowedForAge(exam, wizard.age, {
      restrictedExamMinAge: catalogue.restrictedExamMinAge,
      adultsOnly: catalogue.adultsOnly,
    });
    return verdict.ok ? null : t(`validation:${verdict.key}`, verdict.params ?? {});
  };
  const examName = (index: number) => {
    const exam = catalogue.exams.find((e) => e.index === index);
    return exam ? localized(exam.name, language) : String(index);
  };
  const comboRefusal = (combo: ExamCombo) =>
    combo.examIndexes
      .map((index) => catalogue.exams.find((e) => e.index === index))
      .map((exam) => (exam ? refusal(exam) : null))
      .find(Boolean) ?? null;

  const toggleCombo = (combo: ExamCombo, on: boolean) =>
    setOrder((o) => {
      const previous = catalogue.combos.find((c) => c.code === o.comboCode);
      const kept = o.examIndexes.filter(
        (i) => !previous?.examIndexes.includes(i) && !combo.examIndexes.includes(i),
      );
      return on
        ? withExams(o, [...kept, ...combo.examIndexes], combo.code, catalogue.kits)
        : withExams(o, kept, null, catalogue.kits);
    });
  const toggleExam = (exam: CatalogueExam, on: boolean) =>
    setOrder((o) => {
      const examIndexes = on ? [...o.examIndexes, exam.index] : o.examIndexes.filter((i) => i !== exam.index);
      const combo = catalogue.combos.find((c) => c.code === o.comboCode);
      // A combo is ordered whole: taking one of its exams off leaves the single exams.
      const comboCode = combo?.examIndexes.every((i) => examIndexes.includes(i)) ? combo.code : null;
      return withExams(o, examIndexes, comboCode, catalogue.kits);
    });

  const examErrors = wizard.errors.filter(
    (e) => e.field === 'order.examIndexes' || e.field === 'order.comboCode',
  );
  const languagesError = wizard.errors.find((e) => e.field === 'order.reportLanguages');

  return (
    <Stack gap="lg">
      {wizard.age !== null && (
        <Text size="sm" c="dimmed">
          {t('exams.ageNote', { age: wizard.age })}
        </Text>
      )}
      {examErrors.length > 0 && (
        <Stack gap={2} role="alert">
          {examErrors.map((e) => (
            <Text key={`${e.field}-${String(e.params?.index ?? e.messageKey)}`} c="red.8" size="sm">
              {e.params?.index !== undefined ? `${examName(Number(e.params.index))}: ` : ''}
              {translateError(t, e)}
            </Text>
          ))}
        </Stack>
      )}
      {catalogue.combos.length > 0 && (
        <Fieldset legend={t('exams.combos')} variant="unstyled">
          <Stack gap="sm">
            {catalogue.combos.map((combo) => {
              const reason = comboRefusal(combo);
              return (
                <Checkbox
                  key={combo.code}
                  label={`${localized(combo.name, language)} — ${formatMoney(combo.priceCents, language)}`}
                  description={[combo.examIndexes.map(examName).join(', '), reason]
                    .filter(Boolean)
                    .join(' · ')}
                  checked={order.comboCode === combo.code}
                  disabled={reason !== null}
                  onChange={(e) => toggleCombo(combo, e.currentTarget.checked)}
                />
              );
            })}
          </Stack>
        </Fieldset>
      )}
      <Fieldset legend={t('exams.exams')} variant="unstyled">
        <Stack gap="sm">
          {catalogue.exams.map((exam) => {
            const reason = refusal(exam);
            const chosen = order.examIndexes.includes(exam.index);
            return (
              <Group key={exam.index} gap="xs" wrap="nowrap" align="flex-start">
                <Checkbox
                  label={`${localized(exam.name, language)} — ${formatMoney(exam.priceCents, language)}`}
                  description={reason ?? undefined}
                  checked={chosen}
                  // A restricted exam already chosen stays untickable, so the refusal can be undone.
                  disabled={reason !== null && !chosen}
                  onChange={(e) => toggleExam(exam, e.currentTarget.checked)}
                />
                {exam.thirdParty && (
                  <Badge color="violet" variant="light" size="sm">
                    {t('exams.thirdParty')}
                  </Badge>
                )}
              </Group>
            );
          })}
        </Stack>
      </Fieldset>
      <Checkbox.Group
        label={t('exams.reportLanguages')}
        description={t('exams.reportLanguagesHint')}
        value={order.reportLanguages}
        onChange={(values) =>
          setOrder((o) => ({
            ...o,
            reportLanguages: reportLanguages.filter((l) => values.includes(l)) as ReportLanguage[],
          }))
        }
        error={languagesError ? translateError(t, languagesError) : undefined}
        withAsterisk
      >
        <Group gap="lg" mt="xs">
          {reportLanguages.map((lang) => (
            <Checkbox key={lang} value={lang} label={t(`shell:languages.${lang}`)} lang={lang} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
