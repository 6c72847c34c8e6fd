// `pnpm bench` (throughput): the production server, started as README starts it, under autocannon on loopback,
// next to a bare node:http server answering the very bytes the product answered, in the same run. Prints
// requests per second, p50 and p99 and the ratio to the bare server, on PGlite, then on PostgreSQL with one
// replica and with two behind HAProxy (deploy/haproxy.cfg). Asserts nothing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Archive, prepareRequest, routes } from '@pastexam/api-contract';
import autocannon from 'autocannon';
import { freePort } from '../src/test-support/free-port.ts';
import { createHttpClient } from '../src/testing/index.ts';
import { onPostgres, type Replica, startReplica } from './processes.ts';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);

type Target = { name: string; path: string };
type Result = { rps: number; p50: number; p99: number };
type Captured = { contentType: string; body: Buffer };

async function load(url: string, headers: Record<string, string>): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    console.warn(`  ${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Signs in as the administrator and finds the paths worth measuring on the demo department. */
async function prepare(baseUrl: string, password: string) {
  const client = createHttpClient(baseUrl);
  const { access_token } = await client.output(routes.auth.login, { body: { username: 'admin', password } });
  const as = { token: access_token };
  const headers = { authorization: `Bearer ${access_token}` };

  const courses = await client.output(routes.courses.listCourses, {}, as);
  let busiest = { id: 0, archives: [] as Archive[] };
  for (const course of Object.values(courses).flat()) {
    const params = { id: String(course.id) };
    const archives = await client.output(routes.courses.listCourseArchives, { params }, as);
    if (archives.length > busiest.archives.length) busiest = { id: course.id, archives };
  }
  const [archive] = busiest.archives;
  if (!archive) throw new Error('the demo department has no archives: run with SEED_DEMO=true');
  const ids = { cid: String(busiest.id), aid: String(archive.id) };
  const targets: Target[] = [
    { name: 'GET /api/courses', path: prepareRequest(routes.courses.listCourses, {}).path },
    {
      name: `GET /api/courses/{id}/archives (${busiest.archives.length})`,
      path: prepareRequest(routes.courses.listCourseArchives, { params: { id: ids.cid } }).path,
    },
    {
      name: 'GET …/download (PDF)',
      path: prepareRequest(routes.archives.archiveDownload, { params: ids }).path,
    },
  ];
  const captured = new Map<string, Captured>();
  for (const target of targets) {
    const response = await fetch(`${baseUrl}/api/${target.path}`, { headers });
    captured.set(`/api/${target.path}`, {
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      body: Buffer.from(await response.arrayBuffer()),
    });
  }
  return { headers, targets, captured };
}

/** A node:http server that answers each captured path with the captured bytes, and nothing else. */
async function startBare(captured: Map<string, Captured>) {
  const server = createServer((request, response) => {
    const answer = captured.get(request.url ?? '');
    if (!answer) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': answer.contentType, 'content-length': answer.body.byteLength });
    response.end(answer.body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((r) => server.close(() => r())) };
}

const fmt = (r: Result) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms`;

async function measureAll(label: string, product: Replica, password: string, bare = true) {
  const { headers, targets, captured } = await prepare(product.url, password);
  const baseline = bare ? await startBare(captured) : null;
  console.log(`\n${label} (start ${product.startMs.toFixed(0)} ms)`);
  const results: Result[] = [];
  try {
    for (const target of targets) {
      const ours = await load(`${product.url}/api/${target.path}`, headers);
      results.push(ours);
      let line = `  ${target.name.padEnd(42)} ${fmt(ours)}`;
      if (baseline) {
        const theirs = await load(`${baseline.url}/api/${target.path}`, {});
        line += `   bare ${fmt(theirs)}   ratio ${(ours.rps / theirs.rps).toFixed(2)}`;
      }
      console.log(line);
    }
  } finally {
    await baseline?.stop();
  }
  return results;
}

async function main() {
  const password = randomBytes(12).toString('hex');
  const secret = randomBytes(32).toString('hex');
  const common = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: password, APP_SECRET: secret, SEED_DEMO: 'true' };
  console.log(`throughput: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per scenario, loopback`);

  const dataDir = mkdtempSync(join(tmpdir(), 'pastexam-bench-'));
  try {
    const fresh = await startReplica({ ...common, DATA_DIR: dataDir });
    await fresh.stop();
    const replica = await startReplica({ ...common, DATA_DIR: dataDir });
    console.log(
      `start-up on PGlite: fresh data directory (with the demo seed) ${fresh.startMs.toFixed(0)} ms`,
    );
    try {
      await measureAll('PGlite, one server', replica, password);
    } finally {
      await replica.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  await onPostgres(common, async (deployment) => {
    const one = await deployment.start();
    const single = await measureAll('PostgreSQL, one server', one, password);
    const balancer = await deployment.balance([one, await deployment.start()]);
    if (!balancer) return;
    const double = await measureAll('PostgreSQL, two servers behind HAProxy', balancer, password, false);
    const gains = double.map((r, i) => (r.rps / (single[i]?.rps ?? r.rps)).toFixed(2));
    console.log(`  two servers / one server: ${gains.join(', ')}`);
  });
}

await main();
