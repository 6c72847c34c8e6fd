// What a server spent its CPU on: reads V8 CPU profiles (`BENCH_CPU_PROF_DIR=dir pnpm --filter @pastexam/api
// exec tsx bench/throughput.ts` writes one per server) and prints self time by owner (a package, a folder of
// this server, Node's own modules, the garbage collector) and the busiest functions. Asserts nothing.
// Usage: tsx bench/cpu-profile.ts FILE.cpuprofile [...]
import { readFile } from 'node:fs/promises';
import { z } from 'zod';

const profileSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() }),
    }),
  ),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});

const SHOWN = 12;

/** `…/node_modules/.pnpm/x@1/node_modules/@scope/name/dist/a.js` → `@scope/name`; our code by its folder. */
function ownerOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const inPackage = url.lastIndexOf('/node_modules/');
  if (inPackage >= 0) {
    const parts = url.slice(inPackage + '/node_modules/'.length).split('/');
    return parts.slice(0, parts[0]?.startsWith('@') ? 2 : 1).join('/');
  }
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const ours = /\/(apps|packages)\/([^/]+)\/src\/([^/]+)/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}/src/${ours[3]}` : url;
}

function table(title: string, totals: Map<string, number>, busy: number) {
  console.log(title);
  for (const [name, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, SHOWN))
    console.log(
      `  ${((micros / busy) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
}

for (const file of process.argv.slice(2)) {
  const profile = profileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id);
    const micros = profile.timeDeltas[index] ?? 0;
    if (!frame || frame.functionName === '(idle)') return;
    busy += micros;
    const owner = ownerOf(frame.url, frame.functionName);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + micros);
    const name = `${frame.functionName || '(anonymous)'}  ${owner}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  });
  console.log(`\n${file}: ${(busy / 1000).toFixed(0)} ms of CPU (idle left out)`);
  table('self time by owner', byOwner, busy);
  table('busiest functions (self time)', byFunction, busy);
}
