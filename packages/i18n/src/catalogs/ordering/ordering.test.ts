import { orderingMessageKeys } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { locales } from '../../locales';
import catalogs from './index';

describe('ordering namespace', () => {
  it.each(locales)('%s has a text for every ordering message key of the domain, and no other', (locale) => {
    expect(Object.keys(catalogs[locale]).sort()).toEqual([...orderingMessageKeys].sort());
  });
});
