import type { CriticalResultMessage } from '@ponto/domain';
import { describe, expect, it, vi } from 'vitest';
import { createCriticalAlerts } from './critical-alerts';

const message = (examId: string): CriticalResultMessage => ({
  id: `m-${examId}`,
  ts: '2026-11-24T10:00:00.000Z',
  v: 1,
  type: 'criticalResult',
  examId,
  protocolNumber: '2026000001',
  patient: 'Paula',
  analytes: [{ code: 'GLU', name: { 'pt-BR': 'Glicose' }, value: '450', unit: 'mg/dL' }],
});

describe('critical alerts', () => {
  it('keeps one alert per exam until dismissed; clear empties it; listeners hear each change', () => {
    const store = createCriticalAlerts();
    const heard = vi.fn();
    store.subscribe(heard);
    store.push('1', message('a'));
    store.push('1', message('a'));
    store.push('2', message('b'));
    expect(store.snapshot().map((a) => [a.cnpj, a.message.examId])).toEqual([
      ['1', 'a'],
      ['2', 'b'],
    ]);
    store.dismiss('a');
    expect(store.snapshot().map((a) => a.message.examId)).toEqual(['b']);
    store.clear();
    expect(store.snapshot()).toEqual([]);
    expect(heard).toHaveBeenCalledTimes(4);
  });
});
