/**
 * How the server runs its TypeScript (`node --import ./ts-runtime.mjs src/main.ts` in apps/server, as
 * scripts/server-command.mjs starts it): tsx resolves the modules and loads everything that is not the
 * repository's own code, and the repository's own `.ts` files are compiled by esbuild with the server's options
 * (ts-load-hooks.mjs). tsx compiles with `keepNames`, which names every closure again each time one is made
 * (`Object.defineProperty(f, 'name', …)`): with the closures made per request, a few per cent of a light
 * request's CPU (docs/performance.md, "The door").
 */
import { register } from 'node:module';
import { register as registerTsx } from 'tsx/esm/api';

registerTsx();
// Registered after tsx, so that it is asked first (Node runs the last registered hooks first).
register('./ts-load-hooks.mjs', import.meta.url);
