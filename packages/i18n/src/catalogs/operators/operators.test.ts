import { operatorsMessageKeys } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import operatorsCatalogs from './index';

describe('operators namespace', () => {
  it.each(Object.entries(operatorsCatalogs))(
    '%s has a text for every operators field message, and no other',
    (_locale, catalog) => {
      expect(Object.keys(catalog.problems).sort()).toEqual([...operatorsMessageKeys].sort());
    },
  );
});
