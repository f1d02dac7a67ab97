import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { holdTickObjectShape, queuedTickObject } from './tick-object-shape';

v8.setFlagsFromString('--allow-natives-syntax');
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

describe('the held TickObject', () => {
  it('is one of the objects process.nextTick queues, the same one every time', () => {
    const held = holdTickObjectShape();
    if (!held) throw new Error('no TickObject held');
    expect(typeof (held as { callback?: unknown }).callback).toBe('function');
    expect(Object.getOwnPropertySymbols(held).map(String)).toEqual(
      expect.arrayContaining(['Symbol(async_id_symbol)', 'Symbol(trigger_async_id_symbol)']),
    );
    expect(holdTickObjectShape()).toBe(held);
  });

  it('keeps the map tick objects are built with through old-generation collections', async () => {
    const held = holdTickObjectShape();
    if (!held) throw new Error('no TickObject held');
    // A quiet moment: no tick object of the process's own alive through several full collections.
    await new Promise((resolve) => setTimeout(resolve, 10));
    for (let i = 0; i < 6; i++) gc();
    const made = queuedTickObject();
    if (!made) throw new Error('no TickObject queued');
    expect(haveSameMap(made, held)).toBe(true);
  });
});
