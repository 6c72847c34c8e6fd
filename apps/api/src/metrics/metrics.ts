// What the server reports to Prometheus (product §9.9): requests by route template and status with their
// latency, the job queue's depth and each kind's run times, Gemini failures by reason, uploads and downloads,
// and the database connections in use, besides Node's own process metrics. One registry per server, so each
// replica is scraped on its own and several servers in one test process do not mix.
import { sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

export type Metrics = ReturnType<typeof createMetrics>;

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_SECONDS = [0.01, 0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 600];

/** The registry (a list of one) each series of a server is registered in. */
type Registers = Registry[];

const counter = <L extends string>(
  registers: Registers,
  name: string,
  help: string,
  labelNames: readonly L[] = [],
) => new Counter({ name, help, labelNames, registers });

const histogram = <L extends string>(
  registers: Registers,
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets: number[],
) => new Histogram({ name, help, labelNames, buckets, registers });

/** Requests answered and their latency, by method, route template and status. */
function httpSeries(registers: Registers) {
  const requests = counter(
    registers,
    'pastexam_http_requests_total',
    'HTTP requests answered, by method, route template and status',
    ['method', 'route', 'status'],
  );
  const requestSeconds = histogram(
    registers,
    'pastexam_http_request_duration_seconds',
    'Time to answer an HTTP request, by method and route template',
    ['method', 'route'],
    SECONDS,
  );

  /**
   * The series of each method, route and status, looked up once: finding a series by its labels hashes them,
   * a measurable share of an answer from memory. Routes are the contract's templates, so they are few.
   */
  const requestSeries = new Map<string, { count: () => void; observe: (seconds: number) => void }>();

  return {
    request(method: string, route: string, status: number, seconds: number) {
      const key = `${method} ${status} ${route}`;
      let series = requestSeries.get(key);
      if (!series) {
        const count = requests.labels({ method, route, status: String(status) });
        const timing = requestSeconds.labels({ method, route });
        series = { count: () => count.inc(), observe: (value) => timing.observe(value) };
        requestSeries.set(key, series);
      }
      series.count();
      series.observe(seconds);
    },
  };
}

/** Each job kind's run times, and the queue's depth (all replicas) read from the database at each scrape. */
function jobSeries(registers: Registers, db: DatabaseHandle['db']) {
  const jobSeconds = histogram(
    registers,
    'pastexam_job_duration_seconds',
    'Time a job ran, by kind and outcome (finished, failed, retry, handed_back)',
    ['kind', 'outcome'],
    JOB_SECONDS,
  );
  new Gauge({
    name: 'pastexam_jobs',
    help: 'Jobs waiting or running in the queue (all replicas), by kind and status',
    labelNames: ['kind', 'status'] as const,
    registers,
    async collect() {
      const rows = await db
        .select({ kind: jobs.kind, status: jobs.status, count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(sql`${jobs.status} in ('pending', 'in_progress')`)
        .groupBy(jobs.kind, jobs.status);
      this.reset();
      for (const row of rows) this.set({ kind: row.kind, status: row.status }, row.count);
    },
  });

  return {
    job(kind: string, outcome: string, seconds: number) {
      jobSeconds.observe({ kind, outcome }, seconds);
    },
  };
}

/** AI exam generations that failed at or because of Gemini, by reason. */
function geminiSeries(registers: Registers) {
  const geminiFailures = counter(
    registers,
    'pastexam_gemini_failures_total',
    'AI exam generations that failed at or because of Gemini, by reason',
    ['reason'],
  );
  return {
    geminiFailure(reason: string) {
      geminiFailures.inc({ reason });
    },
  };
}

/** Archives uploaded (how many, how many bytes) and archive files sent. */
function archiveSeries(registers: Registers) {
  const uploads = counter(registers, 'pastexam_archive_uploads_total', 'Archives uploaded');
  const uploadBytes = counter(
    registers,
    'pastexam_archive_upload_bytes_total',
    'Bytes of archive files stored by uploads',
  );
  const downloads = counter(
    registers,
    'pastexam_archive_downloads_total',
    'Archive files sent, by kind (download counts toward the archive, preview does not)',
    ['kind'],
  );
  return {
    upload(bytes: number) {
      uploads.inc();
      uploadBytes.inc(bytes);
    },
    download(kind: 'download' | 'preview') {
      downloads.inc({ kind });
    },
  };
}

/** The database connections of this server, by state, read from its pool at each scrape. */
function databaseSeries(registers: Registers, database: Pick<DatabaseHandle, 'pool'>) {
  new Gauge({
    name: 'pastexam_db_connections',
    help: 'Database connections of this server, by state (PostgreSQL pool; the embedded database has one)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      for (const [state, count] of Object.entries(database.pool()))
        if (count !== null) this.set({ state }, count);
    },
  });
}

export function createMetrics(database: Pick<DatabaseHandle, 'db' | 'pool'>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // The series are registered, and so scraped, in this order.
  const registers = [registry];
  const http = httpSeries(registers);
  const jobRuns = jobSeries(registers, database.db);
  const gemini = geminiSeries(registers);
  const archives = archiveSeries(registers);
  databaseSeries(registers, database);
  return { registry, ...http, ...jobRuns, ...gemini, ...archives };
}
