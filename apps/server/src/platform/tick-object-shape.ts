import { createHook } from 'node:async_hooks';

/**
 * One of Node's TickObjects (what `process.nextTick` queues), held for the life of the process.
 *
 * Node builds each one as an object literal with computed keys (`{ [async_id_symbol]: …,
 * [trigger_async_id_symbol]: …, callback, args }`), which V8 11 (Node 20) builds fast only while it still has
 * the literal's map. A tick object lives for one turn of the event loop, so in a quiet moment none may be alive
 * through the few old-generation collections after which V8 lets an unused map go; from then on every such
 * literal is built in the runtime, and a `nextTick` costs about 0.3 µs instead of 0.06. Node's streams call it
 * several times an answer: in a portal that had been up a while, about 3.5 µs of a `GET /users/checkToken`
 * (docs/performance.md, "The door"). One object of that shape kept alive keeps its map.
 */
let held: object | null = null;

/** The object held; null if this Node queues no TickObject (nothing to keep, and no reason to stop the start). */
export function holdTickObjectShape(): object | null {
  held ??= queuedTickObject();
  return held;
}

/** The TickObject one `process.nextTick` queues, seen by an async hook enabled for that call alone. */
export function queuedTickObject(): object | null {
  let queued: object | null = null;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') queued ??= resource;
    },
  });
  hook.enable();
  process.nextTick(() => undefined);
  hook.disable();
  return queued;
}
