// Autocannon against the product and against a bare node:http server answering the very bytes the product
// answered, in the same run: what the throughput and search benchmarks compare. Asserts nothing.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { z } from 'zod';
import type { bareManifestSchema } from './bare-server.ts';

export const CONNECTIONS = 20;
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
/**
 * Load before each measurement, not counted: the first seconds of a path a server has not answered yet ran at
 * half the rate of the next ones while V8 optimised it.
 */
const WARM_UP_S = 2;

export type Result = { rps: number; p50: number; p99: number };
/**
 * What the bare server answers for one path: the product's bytes from memory, or (`file`) streamed from disk on
 * every request, as a bare file server would send a PDF.
 */
export type Captured = { contentType: string; body: Buffer; file?: string };

export async function load(url: string, headers: Record<string, string>): Promise<Result> {
  // autocannon 9 takes `warmup`; its type definitions do not name it yet.
  const options: autocannon.Options & { warmup: { connections: number; duration: number } } = {
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    warmup: { connections: CONNECTIONS, duration: WARM_UP_S },
  };
  const result = await autocannon(options);
  if (result.non2xx > 0 || result.errors > 0) {
    console.warn(`  ${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * A node:http server that answers each captured path with the captured bytes, and nothing else, started in a
 * process of its own (bare-server.ts) like the product's.
 */
export async function startBare(captured: Map<string, Captured>) {
  const dir = mkdtempSync(join(tmpdir(), 'pastexam-bench-bare-'));
  const manifest: z.input<typeof bareManifestSchema> = [...captured].map(([path, answer], index) => {
    if (answer.file) return { path, contentType: answer.contentType, file: answer.file, stream: true };
    const file = join(dir, `${index}.bin`);
    writeFileSync(file, answer.body);
    return { path, contentType: answer.contentType, file, stream: false };
  });
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'bare-server.ts'), join(dir, 'manifest.json')],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listening = once(createInterface({ input: child.stdout }), 'line') as Promise<[string]>;
  const first = await Promise.race([listening, exited.then(() => null)]);
  if (!first) throw new Error('the bare server exited before it listened');
  const { port } = z.object({ port: z.number() }).parse(JSON.parse(first[0]));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}`, stop };
}

export const formatResult = (r: Result) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms`;

/**
 * How many times each comparison alternates the product and the bare server: the median ratio of these holds
 * where one pair on a busy 2-core machine read anywhere from 0.3 to 0.8 of the same server.
 */
export const ALTERNATIONS = Number(process.env.BENCH_ALTERNATIONS ?? 3);

const middle = <T>(values: T[], by: (value: T) => number): T | undefined =>
  [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)];

/**
 * One line: the product's figures, the bare server's and their ratio, from the pair (product, then bare server)
 * whose ratio is the median of `ALTERNATIONS` pairs, with every pair's ratio beside it.
 */
export async function versusBare(
  name: string,
  product: string,
  bare: string,
  headers: Record<string, string>,
): Promise<{ ours: Result; ratio: number; line: string }> {
  const pairs: { ours: Result; theirs: Result; ratio: number }[] = [];
  for (let round = 0; round < Math.max(1, ALTERNATIONS); round += 1) {
    const ours = await load(product, headers);
    const theirs = await load(bare, {});
    pairs.push({ ours, theirs, ratio: ours.rps / theirs.rps });
  }
  const median = middle(pairs, (pair) => pair.ratio);
  if (!median) throw new Error('no comparison ran');
  const { ours, theirs, ratio } = median;
  const each = pairs.length > 1 ? ` (pairs ${pairs.map((pair) => pair.ratio.toFixed(2)).join(', ')})` : '';
  const line = `  ${name.padEnd(42)} ${formatResult(ours)}   bare ${formatResult(theirs)}   ratio ${ratio.toFixed(2)}${each}`;
  return { ours, ratio, line };
}
