import { ordersMessageKeys } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import ordersCatalogs from './index';

describe('orders namespace', () => {
  it.each(Object.entries(ordersCatalogs))(
    '%s has a text for every order and shipment field message, and no other',
    (_locale, catalog) => {
      expect(Object.keys(catalog.problems).sort()).toEqual([...ordersMessageKeys].sort());
    },
  );
});
