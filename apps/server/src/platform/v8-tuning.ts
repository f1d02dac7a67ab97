import v8 from 'node:v8';

/**
 * V8's settings for the server process, set first thing at its start (main.ts imports this module before any
 * other), before any code has run hot. Those V8 reads only as the process starts (the young generation's size)
 * are given on its command line instead: apps/server/node-flags.mjs.
 *
 * No allocation-site pretenuring: V8 allocates straight in the old generation the objects of any allocation
 * site whose objects once survived in numbers, which the start (migrations, the demo's seed) can teach it for
 * sites every request uses (database rows, the request's context). A request's objects then outlive it in the
 * old generation until a mark-compact, and a busy portal runs more and longer ones. Measured under the exam
 * list at 300 requests a second (docs/performance.md, "The portal's collections"): scavenges about 2 ms instead
 * of 4; the mark-compacts and the list's tail vary as much from run to run as between the two settings.
 *
 * The old generation may grow by half of what a mark-compact leaves before the next one. V8's own factor for
 * this server's heap was about a tenth (about 62 MB left, the next collection at about 69), so that the
 * 0.4 MB or so each ZIP of reports leaves to the old generation made a mark-compact of the main thread every
 * few seconds while ZIPs were written, 10–18 ms each, which everyone else's requests waited on: 12–15 of them
 * in the exam-report bench's one minute of ZIP windows, against one with this setting, and the others' p99
 * beside ZIPs from 1.4–1.8 times to 1.1 times what bare drawing costs them (docs/performance.md). The price is
 * up to half the live old generation again in memory between collections (about 30 MB here).
 */
const V8_FLAGS = ['--no-allocation-site-pretenuring', '--heap-growing-percent=50'] as const;

for (const flag of V8_FLAGS) v8.setFlagsFromString(flag);
