// Autocannon against the product and against a bare node:http server answering the very bytes the product
// answered, in the same run: what the throughput and search benchmarks compare. Asserts nothing.
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { freePort } from '../src/test-support/free-port.ts';

export const CONNECTIONS = 20;
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);

export type Result = { rps: number; p50: number; p99: number };
/**
 * What the bare server answers for one path: the product's bytes from memory, or (`file`) streamed from disk on
 * every request, as a bare file server would send a PDF.
 */
export type Captured = { contentType: string; body: Buffer; file?: string };

export async function load(url: string, headers: Record<string, string>): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    console.warn(`  ${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** A node:http server that answers each captured path with the captured bytes, and nothing else. */
export async function startBare(captured: Map<string, Captured>) {
  const server = createServer((request, response) => {
    const answer = captured.get(request.url ?? '');
    if (!answer) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': answer.contentType, 'content-length': answer.body.byteLength });
    if (answer.file) createReadStream(answer.file).pipe(response);
    else response.end(answer.body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((r) => server.close(() => r())) };
}

export const formatResult = (r: Result) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms`;

/** One line: the product's figures, the bare server's, and their ratio, measured one after the other. */
export async function versusBare(
  name: string,
  product: string,
  bare: string,
  headers: Record<string, string>,
): Promise<{ ours: Result; ratio: number; line: string }> {
  const ours = await load(product, headers);
  const theirs = await load(bare, {});
  const ratio = ours.rps / theirs.rps;
  const line = `  ${name.padEnd(42)} ${formatResult(ours)}   bare ${formatResult(theirs)}   ratio ${ratio.toFixed(2)}`;
  return { ours, ratio, line };
}
