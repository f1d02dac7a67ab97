import v8 from 'node:v8';

/**
 * V8's settings for the server process, set first thing at its start (main.ts imports this module before any
 * other), before any code has run hot.
 *
 * No allocation-site pretenuring: V8 allocates straight in the old generation the objects of any allocation
 * site whose objects once survived in numbers, which the start (migrations, the demo's seed) can teach it for
 * sites every request uses (database rows, the request's context). A request's objects then outlive it in the
 * old generation until a mark-compact, and a busy portal runs more and longer ones. Measured under the exam
 * list at 300 requests a second (docs/performance.md, "The portal's collections"): scavenges about 2 ms instead
 * of 4; the mark-compacts and the list's tail vary as much from run to run as between the two settings.
 */
const V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

for (const flag of V8_FLAGS) v8.setFlagsFromString(flag);
