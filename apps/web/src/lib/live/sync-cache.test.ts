import type { ReaderOverview } from '@ponto/domain';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { readerOverview, readerStatusMessage } from '@/testing/readers';
import { criticalNoticesKey } from '../critical-notices';
import { readersQueryKey } from '../readers';
import { supportChatQueryKey } from '../support-chat-requests';
import { applyLiveMessage } from './sync-cache';

const cnpj = '22333444000181';

describe('applyLiveMessage', () => {
  it('updates the readers list of the workplace in the query cache (no second store)', () => {
    const client = new QueryClient();
    client.setQueryData(readersQueryKey(cnpj), [readerOverview({ state: 'booting', led: 'white' })]);
    applyLiveMessage(client, cnpj, readerStatusMessage({ state: 'idle', led: 'green' }));
    const list = client.getQueryData<ReaderOverview[]>(readersQueryKey(cnpj));
    expect(list?.[0]).toMatchObject({ state: 'idle', led: 'green' });
  });

  it('touches only the list of the workplace the message came from', () => {
    const client = new QueryClient();
    const other = [readerOverview({ state: 'booting', led: 'white' })];
    client.setQueryData(readersQueryKey('11222333000181'), other);
    applyLiveMessage(client, cnpj, readerStatusMessage({ state: 'idle', led: 'green' }));
    expect(client.getQueryData(readersQueryKey('11222333000181'))).toBe(other);
    expect(client.getQueryData(readersQueryKey(cnpj))).toBeUndefined();
  });

  it('reads the list again when a reader it does not know speaks, and lays that status on it', async () => {
    const client = new QueryClient();
    const registered = readerOverview({ code: 'FLW-0099', state: 'offline', statusAt: null });
    let reads = 0;
    client.setQueryData(readersQueryKey(cnpj), [readerOverview()]);
    // The readers tab shows the list; the server's answer, once the reader is registered, has no status yet.
    const tab = new QueryObserver(client, {
      queryKey: readersQueryKey(cnpj),
      staleTime: Number.POSITIVE_INFINITY,
      queryFn: async () => {
        reads += 1;
        return [readerOverview(), registered];
      },
    });
    const unsubscribe = tab.subscribe(() => undefined);
    applyLiveMessage(client, cnpj, readerStatusMessage({ code: 'FLW-0099', state: 'booting', led: 'white' }));
    await vi.waitFor(() => {
      const list = client.getQueryData<ReaderOverview[]>(readersQueryKey(cnpj));
      expect(list?.find((r) => r.code === 'FLW-0099')).toMatchObject({ state: 'booting', led: 'white' });
    });
    expect(reads).toBe(1);
    unsubscribe();
  });

  it('marks the list stale when a reader it does not know speaks (it was just registered)', () => {
    const client = new QueryClient();
    client.setQueryData(readersQueryKey(cnpj), [readerOverview()]);
    applyLiveMessage(client, cnpj, readerStatusMessage({ code: 'FLW-0099' }));
    expect(client.getQueryState(readersQueryKey(cnpj))?.isInvalidated).toBe(true);
  });
});

describe('applyLiveMessage: support chat', () => {
  it('reads the conversations and the open thread again when a chat message is announced', () => {
    const client = new QueryClient();
    client.setQueryData([...supportChatQueryKey, cnpj], { items: [] });
    client.setQueryData([...supportChatQueryKey, 'thread', 'c1'], { messages: [] });
    client.setQueryData(readersQueryKey(cnpj), [readerOverview()]);
    applyLiveMessage(client, cnpj, {
      id: crypto.randomUUID(),
      ts: new Date().toISOString(),
      v: 1,
      type: 'chat',
      conversationId: 'c1',
      from: 'support',
    });
    expect(client.getQueryState([...supportChatQueryKey, cnpj])?.isInvalidated).toBe(true);
    expect(client.getQueryState([...supportChatQueryKey, 'thread', 'c1'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(readersQueryKey(cnpj))?.isInvalidated).toBe(false);
  });
});

describe('applyLiveMessage: critical results', () => {
  it('reads the workplace’s critical notices (the list and the menu’s count) again', () => {
    const client = new QueryClient();
    client.setQueryData([...criticalNoticesKey(cnpj), 'open'], { items: [] });
    client.setQueryData([...criticalNoticesKey('11222333000181'), 'open'], { items: [] });
    applyLiveMessage(client, cnpj, {
      type: 'criticalResult',
      id: '00000000-0000-4000-8000-000000000001',
      ts: new Date().toISOString(),
      v: 1,
      examId: 'e1',
      protocolNumber: '2026-000001',
      patient: 'Paula Critica',
      analytes: [{ code: 'GLU', name: { 'pt-BR': 'Glicose' }, value: '450', unit: 'mg/dL' }],
    });
    expect(client.getQueryState([...criticalNoticesKey(cnpj), 'open'])?.isInvalidated).toBe(true);
    expect(client.getQueryState([...criticalNoticesKey('11222333000181'), 'open'])?.isInvalidated).toBe(
      false,
    );
  });
});
