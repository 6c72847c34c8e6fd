// `pnpm bench` (throughput): the production server, started as README starts it, under autocannon on loopback,
// next to a bare node:http server answering the very bytes the product answered, in the same run. Prints
// requests per second, p50 and p99 and the ratio to the bare server, on PGlite, then on PostgreSQL with one
// replica and with two behind HAProxy (deploy/haproxy.cfg). Asserts nothing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Archive, prepareRequest, routes } from '@pastexam/api-contract';
import { type FigureId, recordFigures } from '@pastexam/bench-results';
import { createHttpClient } from '../src/testing/index.ts';
import { onPostgres, type Replica, startReplica, waitForQuietQueue } from './processes.ts';
import {
  ALTERNATIONS,
  type Captured,
  CONNECTIONS,
  DURATION_S,
  formatResult,
  load,
  type Result,
  startBare,
  versusBare,
} from './versus-bare.ts';

/** Lets the benchmark read the job queue's depth from GET /api/metrics. */
const METRICS_TOKEN = randomBytes(24).toString('hex');

/** `file`: the bare server streams the answer from disk on every request, as a bare file server would. */
type Target = { name: string; path: string; file?: boolean; figure: FigureId };

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
    {
      name: 'GET /api/courses',
      path: prepareRequest(routes.courses.listCourses, {}).path,
      figure: 'ratio-courses',
    },
    {
      name: `GET /api/courses/{id}/archives (${busiest.archives.length})`,
      path: prepareRequest(routes.courses.listCourseArchives, { params: { id: ids.cid } }).path,
      figure: 'ratio-archives',
    },
    {
      name: 'GET …/download (PDF)',
      path: prepareRequest(routes.archives.archiveDownload, { params: ids }).path,
      file: true,
      figure: 'ratio-download',
    },
  ];
  const captured = new Map<string, Captured>();
  const filesDir = mkdtempSync(join(tmpdir(), 'pastexam-bench-bare-'));
  for (const [i, target] of targets.entries()) {
    const response = await fetch(`${baseUrl}/api/${target.path}`, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    const file = target.file ? join(filesDir, `${i}.bin`) : undefined;
    if (file) writeFileSync(file, body);
    captured.set(`/api/${target.path}`, {
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      body,
      ...(file ? { file } : {}),
    });
  }
  const removeFiles = () => rmSync(filesDir, { recursive: true, force: true });
  return { headers, targets, captured, removeFiles };
}

/**
 * `recordAs`: the summary's database, whose ratios to the bare server are recorded as the speed issue's figures
 * under that name.
 */
async function measureAll(label: string, product: Replica, password: string, bare = true, recordAs?: string) {
  // What a server answers once its start-up work is done, not while it reads the demo's exams.
  await waitForQuietQueue(product.url, METRICS_TOKEN, 180_000);
  const { headers, targets, captured, removeFiles } = await prepare(product.url, password);
  const baseline = bare ? await startBare(captured) : null;
  console.log(`\n${label} (start ${product.startMs.toFixed(0)} ms)`);
  const results: Result[] = [];
  try {
    for (const target of targets) {
      const productUrl = `${product.url}/api/${target.path}`;
      if (baseline) {
        const { ours, ratio, line } = await versusBare(
          target.name,
          productUrl,
          `${baseline.url}/api/${target.path}`,
          headers,
        );
        results.push(ours);
        console.log(line);
        if (recordAs) recordFigures('throughput', { [target.figure]: { value: ratio, detail: recordAs } });
      } else {
        const ours = await load(productUrl, headers);
        results.push(ours);
        console.log(`  ${target.name.padEnd(42)} ${formatResult(ours)}`);
      }
    }
  } finally {
    await baseline?.stop();
    removeFiles();
  }
  return results;
}

async function main() {
  const password = randomBytes(12).toString('hex');
  const secret = randomBytes(32).toString('hex');
  const common = {
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: password,
    APP_SECRET: secret,
    SEED_DEMO: 'true',
    METRICS_TOKEN,
  };
  console.log(
    `throughput: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per scenario, the median of ${ALTERNATIONS} alternations with the bare server, loopback`,
  );

  const dataDir = mkdtempSync(join(tmpdir(), 'pastexam-bench-'));
  try {
    const fresh = await startReplica({ ...common, DATA_DIR: dataDir });
    await fresh.stop();
    const replica = await startReplica({ ...common, DATA_DIR: dataDir });
    console.log(
      `start-up on PGlite: fresh data directory (with the demo seed) ${fresh.startMs.toFixed(0)} ms`,
    );
    try {
      await measureAll('PGlite, one server', replica, password, true, 'PGlite');
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
