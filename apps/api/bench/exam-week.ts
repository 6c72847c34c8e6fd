// `pnpm bench` (exam week): 200 students browse the demo department while 10 others upload exams, for 60 s, on
// this machine. Browsing is what the archive page asks for (who am I, the overview, the courses, a course's
// archives, a visit, a PDF now and then), with a few seconds of reading between requests; each uploader sends a
// past exam, waits for its answer, reads a little and sends the next. A request with no complete answer within
// 12 s has timed out. Prints, per deployment, failures and latencies of both (BENCH_BY_KIND=1: of each kind of
// browsing request too); asserts nothing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Archive, routes } from '@pastexam/api-contract';
import { type ApiClient, createApiClient } from '../src/testing/index.ts';
import { percentile } from './percentile.ts';
import { onPostgres, type Replica, startReplica } from './processes.ts';

const BROWSING = Number(process.env.BENCH_BROWSING ?? 200);
const UPLOADING = Number(process.env.BENCH_UPLOADING ?? 10);
const DURATION_MS = Number(process.env.BENCH_EXAM_WEEK_S ?? 60) * 1000;
const TIMEOUT_MS = 12_000;
/** Accounts the browsing students sign in with: a student signs in once and keeps the session. */
const ACCOUNTS = 20;

type Sample = { ms: number; ok: boolean; what: string };

/** A caller whose every request, body included, fails after TIMEOUT_MS. */
function timedClient(baseUrl: string): ApiClient {
  return createApiClient(
    async (request) => {
      const response = await fetch(request, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      // The body is read here, under the same deadline, and handed on whole.
      const body = await response.arrayBuffer();
      return new Response(response.status === 204 || response.status === 304 ? null : body, response);
    },
    { origin: baseUrl },
  );
}

const thinkTime = () => new Promise((resolve) => setTimeout(resolve, 2000 + Math.random() * 4000));
const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

async function timed(samples: Sample[], what: string, send: () => Promise<Response>) {
  const t0 = performance.now();
  const ok = await send().then(
    (response) => response.ok,
    () => false,
  );
  samples.push({ ms: performance.now() - t0, ok, what });
}

/** The demo department's courses with archives, and the students' sessions, made before the clock starts. */
async function prepare(baseUrl: string, password: string) {
  const client = timedClient(baseUrl);
  const admin = {
    token: (await client.output(routes.auth.login, { body: { username: 'admin', password } })).access_token,
  };
  const byCategory = await client.output(routes.courses.listCourses, {}, admin);
  const courses: { course: { id: number }; archives: Archive[] }[] = [];
  for (const course of Object.values(byCategory).flat()) {
    const params = { id: String(course.id) };
    const archives = await client.output(routes.courses.listCourseArchives, { params }, admin);
    if (archives.length > 0) courses.push({ course, archives });
  }
  const first = courses[0]?.archives[0];
  const firstCourse = courses[0]?.course;
  if (!first || !firstCourse) throw new Error('the demo department has no archives: run with SEED_DEMO=true');
  const fileParams = { params: { cid: String(firstCourse.id), aid: String(first.id) } };
  const pdf = new Uint8Array(
    await (await client.raw(routes.archives.archiveFile, fileParams, admin)).arrayBuffer(),
  );

  const run = randomBytes(3).toString('hex');
  const accounts = Array.from({ length: ACCOUNTS + UPLOADING }, (_, i) => ({
    name: `ew${run}${i}`,
    password: randomBytes(9).toString('hex'),
  }));
  for (const account of accounts) {
    const body = { name: account.name, email: `${account.name}@example.edu`, password: account.password };
    await client.output(routes.users.createUser, { body }, admin);
  }
  const signIn = async (account: { name: string; password: string }) =>
    (await client.output(routes.auth.login, { body: { username: account.name, password: account.password } }))
      .access_token;
  const browsers: string[] = [];
  for (let i = 0; i < BROWSING; i += 1) browsers.push(await signIn(pick(accounts.slice(0, ACCOUNTS))));
  const uploaders: string[] = [];
  for (const account of accounts.slice(ACCOUNTS)) uploaders.push(await signIn(account));
  return { courses, pdf, browsers, uploaders };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

async function browse(client: ApiClient, token: string, data: Prepared, until: number, samples: Sample[]) {
  const as = { token };
  // Students arrive over the first few seconds, not all in one instant.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 3000));
  while (performance.now() < until) {
    await timed(samples, 'me', () => client.raw(routes.users.me, {}, as));
    await timed(samples, 'overview', () => client.raw(routes.archives.archiveOverview, {}, as));
    await timed(samples, 'courses', () => client.raw(routes.courses.listCourses, {}, as));
    await thinkTime();
    const { course, archives } = pick(data.courses);
    const params = { id: String(course.id) };
    await timed(samples, 'course archives', () =>
      client.raw(routes.courses.listCourseArchives, { params }, as),
    );
    await timed(samples, 'visit', () => client.raw(routes.courses.recordCourseVisit, { params }, as));
    await thinkTime();
    const fileParams = { params: { cid: String(course.id), aid: String(pick(archives).id) } };
    await timed(samples, 'PDF', () => client.raw(routes.archives.archiveFile, fileParams, as));
    await thinkTime();
  }
}

async function upload(client: ApiClient, token: string, data: Prepared, until: number, samples: Sample[]) {
  const as = { token };
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 3000));
  while (performance.now() < until) {
    const { course, archives } = pick(data.courses);
    const like = pick(archives);
    const body = {
      course_id: course.id,
      professor: like.professor,
      academic_year: like.academic_year,
      archive_type: like.archive_type,
      name: `exam week ${randomBytes(3).toString('hex')}`,
      file: new File([data.pdf], 'exam.pdf', { type: 'application/pdf' }),
    };
    await timed(samples, 'upload', () => client.raw(routes.archives.uploadArchive, { body }, as));
    await thinkTime();
  }
}

function report(label: string, samples: Sample[]) {
  const ms = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const failed = samples.filter((sample) => !sample.ok).length;
  const fmt = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `  ${label.padEnd(10)} ${String(samples.length).padStart(5)} requests, ${failed} failed or timed out; ` +
      `p50 ${fmt(percentile(ms, 50))}, p99 ${fmt(percentile(ms, 99))}, max ${fmt(ms.at(-1) ?? 0)}`,
  );
}

async function examWeek(label: string, target: Replica, password: string) {
  const data = await prepare(target.url, password);
  const browsing: Sample[] = [];
  const uploads: Sample[] = [];
  const until = performance.now() + DURATION_MS;
  await Promise.all([
    ...data.browsers.map((token) => browse(timedClient(target.url), token, data, until, browsing)),
    ...data.uploaders.map((token) => upload(timedClient(target.url), token, data, until, uploads)),
  ]);
  console.log(`\n${label}: ${BROWSING} browsing, ${UPLOADING} uploading, ${DURATION_MS / 1000} s`);
  report('browsing', browsing);
  if (process.env.BENCH_BY_KIND)
    for (const what of new Set(browsing.map((sample) => sample.what)))
      report(
        what,
        browsing.filter((sample) => sample.what === what),
      );
  report('uploads', uploads);
}

async function main() {
  const password = randomBytes(12).toString('hex');
  const common = {
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: password,
    APP_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'true',
  };
  console.log('exam week: production servers as README starts them, loopback, requests time out after 12 s');

  const dataDir = mkdtempSync(join(tmpdir(), 'pastexam-bench-'));
  try {
    const replica = await startReplica({ ...common, DATA_DIR: dataDir });
    try {
      await examWeek('PGlite, one server', replica, password);
    } finally {
      await replica.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  await onPostgres(common, async (deployment) => {
    const balancer = await deployment.balance([await deployment.start(), await deployment.start()]);
    if (balancer) await examWeek('PostgreSQL, two servers behind HAProxy', balancer, password);
  });
}

await main();
