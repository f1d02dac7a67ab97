import { profileMessageKeys } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import profileCatalogs from './index';

describe('profile namespace', () => {
  it.each(Object.entries(profileCatalogs))(
    '%s has a text for every profile field message, and no other',
    (_locale, catalog) => {
      expect(Object.keys(catalog.problems).sort()).toEqual([...profileMessageKeys].sort());
    },
  );
});
