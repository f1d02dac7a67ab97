import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { PortalQueryClient } from './query-client';

describe('PortalQueryClient', () => {
  it('fetches anew when a query is invalidated during its first load, which read the data as it was', async () => {
    const client = new PortalQueryClient();
    let stored = ['before'];
    let firstLoadReadAt: (() => void) | undefined;
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['documents'],
      queryFn: async () => {
        calls += 1;
        const read = [...stored];
        // The first answer is read now and arrives late, after the change.
        if (calls === 1) await new Promise<void>((resolve) => (firstLoadReadAt = resolve));
        return read;
      },
    });
    const seen: Array<string[] | undefined> = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    await vi.waitFor(() => expect(firstLoadReadAt).toBeDefined());

    stored = ['before', 'uploaded'];
    const invalidated = client.invalidateQueries({ queryKey: ['documents'] });
    firstLoadReadAt!();
    await invalidated;

    expect(calls).toBe(2);
    expect(client.getQueryData(['documents'])).toEqual(['before', 'uploaded']);
    expect(seen.filter(Boolean)).toEqual([['before', 'uploaded']]);
    unsubscribe();
  });

  it('leaves a first load no screen watches to its caller', async () => {
    const client = new PortalQueryClient();
    let answer: ((value: string[]) => void) | undefined;
    const fetched = client.fetchQuery({
      queryKey: ['customization'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    await vi.waitFor(() => expect(answer).toBeDefined());
    await client.invalidateQueries();
    answer!(['read']);
    await expect(fetched).resolves.toEqual(['read']);
  });

  it('leaves a query with data to the usual refetch, and one not chosen by the filters alone', async () => {
    const client = new PortalQueryClient();
    client.setQueryData(['kept'], ['old']);
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['kept'],
      queryFn: async () => {
        calls += 1;
        return ['new'];
      },
      staleTime: Number.POSITIVE_INFINITY,
    });
    const unsubscribe = observer.subscribe(() => {});
    await client.invalidateQueries({ queryKey: ['other'] });
    expect(calls).toBe(0);
    await client.invalidateQueries({ queryKey: ['kept'] });
    expect(calls).toBe(1);
    expect(client.getQueryData(['kept'])).toEqual(['new']);
    unsubscribe();
  });
});
