import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';

/** Node's arguments that start the server from apps/server, as `npm start` and `npm start -w @ponto/server` do. */
export const serverArgs = () => [...SERVER_NODE_FLAGS, '--import', './ts-runtime.mjs', 'src/main.ts'];
