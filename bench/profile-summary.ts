/**
 * Summarises a V8 .cpuprofile (from `readers-fanin.ts --profile DIR`): self time by package (or by the
 * repository file for our own code) and the top functions. Usage: tsx profile-summary.ts FILE [top=25]
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

function owner(url: string): string {
  if (!url) return '(native / V8)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const repo = /\/(apps|packages)\/([^/]+)\/src\/(.*)$/.exec(url);
  if (repo) return `${repo[1]}/${repo[2]}/${repo[3]}`;
  return url;
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx profile-summary.ts FILE.cpuprofile [top]');
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const byOwner = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, micros] of self) {
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)') continue;
  const who = functionName.startsWith('(') ? functionName : owner(url);
  byOwner.set(who, (byOwner.get(who) ?? 0) + micros);
  const fn = `${functionName || '(anonymous)'} ${owner(url)}:${lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
}
const idle = total - [...byOwner.values()].reduce((a, b) => a + b, 0);
const top = Number(topArg ?? 25);
const pct = (micros: number) => `${((micros / total) * 100).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, idle ${pct(idle)}\n\nself time by package:`);
for (const [who, micros] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`  ${pct(micros)}  ${who}`);
console.log('\nself time by function:');
for (const [fn, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`  ${pct(micros)}  ${fn}`);
