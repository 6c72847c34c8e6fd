// `pnpm bench` (search): a generated department (10,000 archives × 8 pages of mixed Chinese and English exam
// text) indexed through the product's own writer of page text, then searched through the product's own search
// service, on PGlite and, when a server is named, on PostgreSQL. Prints the time to build the index, its size
// and each kind of query's latency and matches, then the production server's throughput for the common term
// against a bare node:http server answering the same bytes (bench/versus-bare.ts); asserts nothing.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  parseQuery,
  prepareRequest,
  routes,
  type SearchQuery,
  searchQuerySchema,
} from '@pastexam/api-contract';
import { recordFigures } from '@pastexam/bench-results';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { createDatabase, type Database, type DatabaseHandle } from '../src/db/client.ts';
import { archivePages, archives, courses } from '../src/db/schema.ts';
import { type PageText, savePages } from '../src/search/pages.ts';
import { search } from '../src/search/query/service.ts';
import { tsqueryLiteral } from '../src/search/tsvector.ts';
import { createHttpClient } from '../src/testing/index.ts';
import { percentile } from './percentile.ts';
import { startReplica } from './processes.ts';
import { generateArchives, generateCourses, pageText, seededRandom } from './search-corpus.ts';
import { CONNECTIONS, DURATION_S, startBare, versusBare } from './versus-bare.ts';

const SEED = 20_261_126;
const ARCHIVES = Number(process.env.BENCH_SEARCH_ARCHIVES ?? 10_000);
const PAGES_PER_ARCHIVE = 8;
const COURSES = 200;
/** Archives whose pages are written in one transaction, as many uploads landing together would be. */
const ARCHIVES_PER_TRANSACTION = 50;
const WARM_UPS = 3;
const RUNS = 50;
/** A slow query stops early, after at least `MIN_RUNS`, once it has taken this long (warm-ups included). */
const QUERY_BUDGET_MS = 5_000;
const MIN_RUNS = 3;

type Department = {
  courses: ReturnType<typeof generateCourses>;
  archives: ReturnType<typeof generateArchives>;
  /** Each archive's pages, in the archives' order. */
  pages: PageText[][];
  characters: number;
};

function generateDepartment(): Department {
  const random = seededRandom(SEED);
  const courseSeeds = generateCourses(random, COURSES);
  const archiveSeeds = generateArchives(random, courseSeeds, ARCHIVES);
  let characters = 0;
  const pages = archiveSeeds.map(() => {
    let question = 1;
    return Array.from({ length: PAGES_PER_ARCHIVE }, (_, i): PageText => {
      const text = pageText(random, question);
      question += text.split('\n').length - 1;
      characters += text.length;
      return { page: i + 1, text, source: 'text_layer', ocrStatus: 'not_needed' };
    });
  });
  return { courses: courseSeeds, archives: archiveSeeds, pages, characters };
}

const rowsOf = <T extends z.ZodType>(schema: T, result: unknown): z.infer<T>[] =>
  z.object({ rows: z.array(schema) }).parse(result).rows;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

type Build = { archivesMs: number; pagesMs: number; courseId: number };

/** Writes the department as uploads and text extraction would: archives, then each archive's pages. */
async function build(handle: DatabaseHandle, department: Department): Promise<Build> {
  const { db } = handle;
  const courseIds: number[] = [];
  const archiveIds: number[] = [];
  const archivesMs = await timed(async () => {
    const rows = await db
      .insert(courses)
      .values(department.courses.map(({ name, category }) => ({ name, category })))
      .returning({ id: courses.id });
    courseIds.push(...rows.map((row) => row.id));
    for (let from = 0; from < department.archives.length; from += 1000) {
      const batch = department.archives.slice(from, from + 1000).map((archive, i) => ({
        courseId: courseIds[archive.course] ?? 0,
        name: archive.name,
        professor: archive.professor,
        academicYear: archive.academicYear,
        archiveType: archive.archiveType,
        fileKey: `archives/bench-${from + i}.pdf`,
        fileSize: 1,
      }));
      const inserted = await db.insert(archives).values(batch).returning({ id: archives.id });
      archiveIds.push(...inserted.map((row) => row.id));
    }
  });
  const pagesMs = await timed(async () => {
    for (let from = 0; from < archiveIds.length; from += ARCHIVES_PER_TRANSACTION) {
      await db.transaction(async (tx) => {
        for (let i = from; i < Math.min(from + ARCHIVES_PER_TRANSACTION, archiveIds.length); i += 1) {
          await savePages(tx, archiveIds[i] ?? 0, department.pages[i] ?? []);
        }
      });
    }
  });
  return { archivesMs, pagesMs, courseId: courseIds[0] ?? 0 };
}

/** How long the GIN index takes to build from scratch over every page, as a restore or a reindex would. */
async function rebuildIndex(db: Database): Promise<number> {
  await db.execute(sql`DROP INDEX archive_pages_tokens_idx`);
  return timed(() =>
    db.execute(sql`CREATE INDEX archive_pages_tokens_idx ON archive_pages USING gin (tokens)`),
  );
}

type Sizes = { total: number; index: number; text: number; tokens: number };

async function sizes(db: Database): Promise<Sizes> {
  const result = await db.execute(sql`
    select pg_total_relation_size('archive_pages')::float8 as total,
           pg_relation_size('archive_pages_tokens_idx')::float8 as index,
           (select sum(pg_column_size(text))::float8 from archive_pages) as text,
           (select sum(pg_column_size(tokens))::float8 from archive_pages) as tokens`);
  const schema = z.object({ total: z.number(), index: z.number(), text: z.number(), tokens: z.number() });
  const [row] = rowsOf(schema, result);
  if (!row) throw new Error('no sizes');
  return row;
}

type QueryKind = { name: string; query: SearchQuery };

/** The kinds of query students type, rarest words and filters included. */
const queryKinds = (courseId: number): QueryKind[] => [
  { name: 'common Chinese pair 排序', query: { q: '排序' } },
  { name: 'rare Chinese pair 死結', query: { q: '死結' } },
  { name: 'English word mutex', query: { q: 'mutex' } },
  { name: 'mixed AVL 旋轉', query: { q: 'AVL 旋轉' } },
  { name: '排序 in one course', query: { q: '排序', course_id: courseId } },
];

/** How many pages match, as the search counts them (every archive here is visible). */
async function matches(db: Database, query: z.output<typeof searchQuerySchema>): Promise<number> {
  const tsquery = sql`${tsqueryLiteral(parseQuery(query.q))}::tsquery`;
  const conditions: SQL[] = [sql`${archivePages.tokens} @@ ${tsquery}`];
  if (query.course_id !== undefined) conditions.push(eq(archives.courseId, query.course_id));
  const [row] = await db
    .select({ n: count() })
    .from(archivePages)
    .innerJoin(archives, eq(archives.id, archivePages.archiveId))
    .where(and(...conditions));
  return row?.n ?? 0;
}

type Latency = { name: string; matches: number; runs: number; p50: number; p95: number };

async function latency(db: Database, { name, query }: QueryKind): Promise<Latency> {
  const parsed = searchQuerySchema.parse(query);
  const started = performance.now();
  for (let i = 0; i < WARM_UPS && performance.now() - started < QUERY_BUDGET_MS / 10; i += 1) {
    await search(db, parsed);
  }
  const samples: number[] = [];
  while (samples.length < RUNS) {
    samples.push(await timed(() => search(db, parsed)));
    if (samples.length >= MIN_RUNS && performance.now() - started > QUERY_BUDGET_MS) break;
  }
  samples.sort((a, b) => a - b);
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  return { name, matches: await matches(db, parsed), runs: samples.length, p50, p95 };
}

/** Pads to `width` terminal columns: Chinese characters take two. */
const padColumns = (text: string, width: number) =>
  text + ' '.repeat(Math.max(0, width - [...text].reduce((w, c) => w + (c > '\u2e80' ? 2 : 1), 0)));
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function measureQueries(db: Database, kinds: QueryKind[], state: string): Promise<Latency[]> {
  const results: Latency[] = [];
  console.log(
    `  ${padColumns(`query, ${state}`, 44)} ${'pages'.padStart(6)}  ${'p50'.padStart(9)}  ${'p95'.padStart(9)}`,
  );
  for (const kind of kinds) {
    const result = await latency(db, kind);
    results.push(result);
    const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
    const runs = result.runs < RUNS ? `  (${result.runs} runs)` : '';
    console.log(
      `    ${padColumns(result.name, 42)} ${String(result.matches).padStart(6)}  ${ms(result.p50)}  ${ms(result.p95)}${runs}`,
    );
  }
  return results;
}

async function measure(handle: DatabaseHandle, department: Department) {
  const { db, driver } = handle;
  await handle.migrate();
  const pages = department.archives.length * PAGES_PER_ARCHIVE;
  console.log(
    `\n${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${department.archives.length} archives × ` +
      `${PAGES_PER_ARCHIVE} pages (${pages} pages)`,
  );
  const built = await build(handle, department);
  console.log(
    `  archives ${seconds(built.archivesMs)}; pages (tokens, rows, GIN upkeep) ${seconds(built.pagesMs)}, ` +
      `${(pages / (built.pagesMs / 1000)).toFixed(0)} pages/s`,
  );
  // PostgreSQL's autovacuum analyses the tables and merges the index's pending entries soon after a bulk
  // write. PGlite runs no autovacuum: its tables keep no statistics until something analyses them.
  const kinds = queryKinds(built.courseId);
  if (driver === 'pglite') await measureQueries(db, kinds.slice(0, 2), 'never analysed (PGlite alone)');
  const settleMs = await timed(() => db.execute(sql`VACUUM ANALYZE`));
  const size = await sizes(db);
  console.log(
    `  archive_pages ${mb(size.total)} in all; text ${mb(size.text)}, tokens ${mb(size.tokens)} ` +
      `(${((100 * size.tokens) / (size.text + size.tokens)).toFixed(0)}% of the two); GIN index ${mb(size.index)}`,
  );
  const [common] = await measureQueries(db, kinds, `after VACUUM ANALYZE (${seconds(settleMs)})`);
  // The first kind is the common term. The speed issue's search figures are the production start's, on PGlite.
  if (common && driver === 'pglite') {
    const detail = `${department.archives.length} exams, PGlite`;
    recordFigures('search', { 'search-p95': { value: common.p95, detail } });
  }
  console.log(`  GIN index built from scratch: ${seconds(await rebuildIndex(db))}`);
}

/**
 * The common term searched through the production server started on the benchmark's data (`env` names it),
 * under autocannon, against a bare node:http server answering the bytes the product answered, in one run.
 */
async function searchThroughput(env: Record<string, string>) {
  const password = randomBytes(12).toString('hex');
  const secret = randomBytes(32).toString('hex');
  const replica = await startReplica({
    ...env,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: password,
    APP_SECRET: secret,
  });
  try {
    const client = createHttpClient(replica.url);
    const { access_token } = await client.output(routes.auth.login, {
      body: { username: 'admin', password },
    });
    const headers = { authorization: `Bearer ${access_token}` };
    const request = prepareRequest(routes.search.search, { query: { q: '排序' } });
    const path = `/api/${request.path}?${request.search}`;
    const response = await fetch(`${replica.url}${path}`, { headers });
    const contentType = response.headers.get('content-type') ?? 'application/json';
    const body = Buffer.from(await response.arrayBuffer());
    const bare = await startBare(new Map([[path, { contentType, body }]]));
    try {
      console.log(
        `  throughput, ${CONNECTIONS} connections, ${DURATION_S} s each (production server, start ${replica.startMs.toFixed(0)} ms)`,
      );
      const { ratio, line } = await versusBare(
        'GET /api/search?q=排序',
        `${replica.url}${path}`,
        `${bare.url}${path}`,
        headers,
      );
      console.log(line);
      if (!env.DATABASE_URL) recordFigures('search', { 'ratio-search': { value: ratio, detail: 'PGlite' } });
    } finally {
      await bare.stop();
    }
  } finally {
    await replica.stop();
  }
}

/** A database of our own on the server `serverUrl` names (which must allow CREATE DATABASE), dropped after. */
async function withPostgres(serverUrl: string, work: (url: string) => Promise<void>) {
  const name = `pastexam_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await work(url.href);
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** BENCH_SEARCH_ON: `pglite` or `postgres` measures only that one (two runs can then share a busy machine). */
const on = (driver: 'pglite' | 'postgres') => (process.env.BENCH_SEARCH_ON ?? driver) === driver;

/** The throughput measure, said to be skipped rather than ending the run when the server does not start. */
async function trySearchThroughput(env: Record<string, string>) {
  await searchThroughput(env).catch((error: unknown) => {
    console.log(`  throughput: skipped (${error instanceof Error ? error.message : String(error)})`);
  });
}

async function main() {
  const generated = performance.now();
  const department = generateDepartment();
  console.log(
    `search: ${department.archives.length} archives in ${COURSES} courses, ` +
      `${(department.characters / 1_000_000).toFixed(1)} M characters, generated in ` +
      `${seconds(performance.now() - generated)}; latency over up to ${RUNS} runs after ${WARM_UPS} warm-ups`,
  );

  if (on('pglite')) await onPglite(department);
  if (on('postgres')) await onPostgres(department);
}

async function onPglite(department: Department) {
  const dataDir = await mkdtemp(join(tmpdir(), 'pastexam-bench-'));
  const pglite = createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    try {
      await measure(pglite, department);
    } finally {
      await pglite.close();
    }
    await trySearchThroughput({ DATA_DIR: dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(department: Department) {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server URL)');
    return;
  }
  await withPostgres(serverUrl, async (url) => {
    const filesDir = await mkdtemp(join(tmpdir(), 'pastexam-bench-'));
    try {
      const postgres = createDatabase({ DATA_DIR: filesDir, DATABASE_URL: url });
      try {
        await measure(postgres, department);
      } finally {
        await postgres.close();
      }
      await trySearchThroughput({ DATA_DIR: filesDir, DATABASE_URL: url });
    } finally {
      await rm(filesDir, { recursive: true, force: true });
    }
  });
}

await main();
