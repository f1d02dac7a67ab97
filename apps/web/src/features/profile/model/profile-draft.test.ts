import type { Profile } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { emptyAddress } from '@/entities/address';
import {
  addressBodyOf,
  messagesUnder,
  profileBodyOf,
  profileDraftOf,
  profileDraftProblems,
} from './profile-draft';

const profile: Profile = {
  document: '11144477735',
  name: 'Carla Souza',
  email: null,
  phone: null,
  birthDate: null,
  sex: null,
  address: null,
  council: { acronym: null, state: null, number: null, profession: null },
  status: 'ACTIVE',
  language: 'pt-BR',
};

describe('profile draft', () => {
  it('sends no address when nothing of it was typed', () => {
    expect(addressBodyOf(emptyAddress())).toBeNull();
    expect(profileBodyOf(profileDraftOf(profile))).toMatchObject({ address: null, sex: null, council: {} });
  });

  it('sends a typed address, with its complement only when given', () => {
    const address = {
      ...emptyAddress(),
      postalCode: '01310-100',
      street: 'Av. Paulista',
      number: '1000',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    };
    expect(addressBodyOf(address)).not.toHaveProperty('complement');
    expect(addressBodyOf({ ...address, complement: 'sala 2' })).toMatchObject({ complement: 'sala 2' });
    const draft = profileDraftOf({ ...profile, address: { ...address, country: 'BR' } });
    expect(draft.address.street).toBe('Av. Paulista');
    expect(profileDraftProblems(draft, new Date('2025-06-15T12:00:00Z'))).toEqual([]);
  });

  it('names the broken fields and splits the address ones', () => {
    const draft = {
      ...profileDraftOf(profile),
      name: 'C4',
      address: { ...emptyAddress(), street: 'x' },
    };
    const fields = profileDraftProblems(draft).map((p) => p.field);
    expect(fields[0]).toBe('name');
    expect(fields).toContain('address.number');
    expect(messagesUnder({ 'address.city': 'a', name: 'b' }, 'address.')).toEqual({ city: 'a' });
  });
});
