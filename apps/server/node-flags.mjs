/**
 * Node's options for the server process, given by whatever starts it (`npm start`, `npm start -w @ponto/server`,
 * the benches): V8 reads these when the process starts, so `src/platform/v8-tuning.ts` cannot set them.
 *
 * A young generation of a fixed size (two semi-spaces of 16 MB, V8's own upper bound on this machine). V8 starts
 * it small, grows it under load and shrinks it again after a quiet collection, so the first large download after
 * a quiet spell (the exam report's CSV of 100,000 lines, docs/performance.md) grew the process by 30–42 MB of
 * young generation alone, whatever it streamed. Fixed, the process's memory no longer swings with the load.
 */
export const SERVER_NODE_FLAGS = ['--min-semi-space-size=16', '--max-semi-space-size=16'];
