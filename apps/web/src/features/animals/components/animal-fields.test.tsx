import { animalSchema } from '@ponto/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { type AnimalDraft, emptyAnimal, fromAnimal, toAnimal } from '../model/draft';
import { AnimalFields } from './animal-fields';

function Harness({
  onDraft,
  errors,
}: {
  onDraft: (d: AnimalDraft) => void;
  errors?: Record<string, string>;
}) {
  const [value, setValue] = useState<AnimalDraft>(emptyAnimal());
  return (
    <AnimalFields
      value={value}
      onChange={(next) => {
        setValue(next);
        onDraft(next);
      }}
      {...(errors && { errors })}
    />
  );
}

describe('AnimalFields (§3 Animal)', () => {
  it('takes every §3 field and gives the domain shape; nothing is required', async () => {
    let draft: AnimalDraft = {};
    renderWithApp(<Harness onDraft={(d) => (draft = d)} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome ou código'), 'Thor');
    await user.selectOptions(screen.getByLabelText('Espécie'), 'dog');
    await user.type(screen.getByLabelText('Raça'), 'Vira-lata');
    await user.selectOptions(screen.getByLabelText('Sexo'), 'male');
    await user.type(screen.getByLabelText('Idade'), '18');
    await user.selectOptions(screen.getByLabelText('Unidade da idade'), 'months');
    await user.type(screen.getByLabelText('Nome do tutor'), 'Paula Mendes');
    await user.type(screen.getByLabelText('Documento do tutor'), '111.444.777-35');
    await user.type(screen.getByLabelText('Telefone do tutor'), '11 99999-9999');
    await user.type(screen.getByLabelText('E-mail do tutor'), 'paula@example.com');
    expect(toAnimal(draft)).toEqual({
      nameOrCode: 'Thor',
      species: 'dog',
      breed: 'Vira-lata',
      sex: 'male',
      age: 18,
      ageUnit: 'months',
      tutorName: 'Paula Mendes',
      tutorDocument: '111.444.777-35',
      tutorPhone: '11 99999-9999',
      tutorEmail: 'paula@example.com',
    });
    expect(animalSchema.safeParse(toAnimal(draft)).success).toBe(true);
    for (const label of ['Nome ou código', 'Espécie', 'Idade', 'Nome do tutor']) {
      expect(screen.getByLabelText(label)).not.toBeRequired();
    }
  }, 30_000);

  it('offers the five species of §3 and the two age units', async () => {
    renderWithApp(<Harness onDraft={() => {}} />);
    const species = await screen.findByLabelText('Espécie');
    expect([...(species as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '',
      'dog',
      'cat',
      'horse',
      'pig',
      'sheep',
    ]);
    const units = screen.getByLabelText('Unidade da idade') as HTMLSelectElement;
    expect([...units.options].map((o) => o.textContent)).toEqual(['Meses', 'Anos']);
  });

  it('leaves out what was cleared, and a typed age defaults to years', async () => {
    let draft: AnimalDraft = {};
    renderWithApp(<Harness onDraft={(d) => (draft = d)} />);
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Nome ou código');
    await user.type(name, 'A-17');
    await user.clear(name);
    await user.type(screen.getByLabelText('Idade'), '3');
    expect(draft).toEqual({ age: 3, ageUnit: 'years' });
    await user.clear(screen.getByLabelText('Idade'));
    expect(draft).toEqual({ ageUnit: 'years' });
    expect(toAnimal({ nameOrCode: '  ', breed: ' Poodle ' })).toEqual({ breed: 'Poodle' });
    expect(toAnimal({ age: 2 })).toEqual({ age: 2, ageUnit: 'years' });
    expect(fromAnimal({ nameOrCode: 'Mia', species: 'cat' })).toEqual({ nameOrCode: 'Mia', species: 'cat' });
  });

  it('shows the translated message beside the field it names', async () => {
    renderWithApp(
      <Harness onDraft={() => {}} errors={{ species: 'Opção inválida', tutorEmail: 'E-mail inválido' }} />,
    );
    expect(await screen.findByLabelText('Espécie')).toHaveAccessibleDescription('Opção inválida');
    expect(screen.getByLabelText('E-mail do tutor')).toHaveAccessibleDescription('E-mail inválido');
  });
});
