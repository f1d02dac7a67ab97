import { Button, Group, TextInput } from '@mantine/core';
import { PATIENT_SEARCH_MIN_LENGTH, searchProblemKeys, searchProblems } from '@ponto/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PatientSearchFormProps {
  /** The search being shown (from the address), put back in the field. */
  initial: string;
  onSearch: (text: string) => void;
  /** VET workplaces search animals (§6): the wording says so. */
  veterinary?: boolean;
  /** A translated message about the search the server refused, shown under the field. */
  serverError?: string | undefined;
}

/**
 * §5 search by name or document: not empty and at least 3 characters, said under the field before any
 * call (the server refuses the same with `validation:searchTooShort`). Enter searches.
 */
export function PatientSearchForm({ initial, onSearch, veterinary, serverError }: PatientSearchFormProps) {
  const { t } = useTranslation(['patients', 'validation']);
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setText(initial), [initial]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const [first] = searchProblems(text, { patient: true });
    if (first) {
      setProblem(t(`validation:${searchProblemKeys[first]}`, { min: PATIENT_SEARCH_MIN_LENGTH }));
      return;
    }
    setProblem(null);
    onSearch(text.trim());
  }

  return (
    <search>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            flex="1 1 280px"
            inputWrapperOrder={['label', 'description', 'input', 'error']}
            type="search"
            label={t(veterinary ? 'search.vetLabel' : 'search.label')}
            description={t(veterinary ? 'search.vetDescription' : 'search.description', {
              min: PATIENT_SEARCH_MIN_LENGTH,
            })}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (problem) setProblem(null);
            }}
            error={problem ?? serverError}
            autoComplete="off"
            data-autofocus
          />
          <Button
            type="submit"
            mb={problem || serverError ? 'calc(var(--mantine-font-size-xs) * 1.4 + 5px)' : 0}
          >
            {t('search.submit')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
