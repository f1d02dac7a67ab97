/**
 * Node's options for the server process, given by whatever starts it (`npm start`, `npm start -w @ponto/server`,
 * the benches): V8 reads these when the process starts, so `src/platform/v8-tuning.ts` cannot set them.
 *
 * A young generation of a fixed size: two semi-spaces of 16 MB, the largest V8 grows them to by default. V8 starts
 * it at 1 MB, grows it under load and shrinks it again at a collection it judges quiet, so the first large
 * download after a quiet spell (the exam report's CSV of 100,000 lines) grew the process by up to 24 MB of young
 * generation alone, whatever it streamed: 29–42 MB in all (docs/performance.md, "The young generation fixed").
 * Fixed, the young generation no longer swings with the load; its pages are touched as they are first used.
 */
export const SERVER_NODE_FLAGS = ['--min-semi-space-size=16', '--max-semi-space-size=16'];
