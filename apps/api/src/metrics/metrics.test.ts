// The Prometheus metrics as a scraper reads them from a real server (product §9.9): never public by default,
// behind METRICS_TOKEN on the main port or alone on METRICS_PORT, and holding what an operator watches.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { routes } from '@pastexam/api-contract';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import { freePort } from '../test-support/free-port.ts';
import { startQuietServer } from '../test-support/server.ts';
import { newCourseUpload } from '../test-support/upload-form.ts';
import { type ApiClient, createHttpClient, type FakeGemini, startFakeGemini } from '../testing/index.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
const ADMIN_PASSWORD = 'metrics-admin-password';
const QUOTA_KEY = 'AIzaSyMetrics-quota-key-0000';

const storages: TestStorage[] = [];
const servers: RunningServer[] = [];
let gemini: FakeGemini;

beforeAll(async () => {
  gemini = await startFakeGemini({
    validKeys: [],
    keyBehaviours: { [QUOTA_KEY]: { mode: 'quota-exceeded', on: ['generate'] } },
  });
});
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const storage of storages) await storage.cleanup();
  await gemini?.close();
});

async function start(extra: Record<string, string>) {
  const storage = await createTestStorage();
  storages.push(storage);
  const env = { SEED_DEMO: 'false', ADMIN_PASSWORD, GEMINI_BASE_URL: gemini.baseUrl, ...extra };
  const server = await startQuietServer(storage, env);
  servers.push(server);
  const client = createHttpClient(server.url);
  const login = { username: 'admin', password: ADMIN_PASSWORD };
  const as = { token: (await client.output(routes.auth.login, { body: login })).access_token };
  return { server, client, as, scrape: () => scrape(`${server.url}/api/metrics`, TOKEN) };
}

async function scrape(url: string, token?: string): Promise<string> {
  const answer = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/plain');
  return answer.text();
}

/** The value of one sample line, e.g. `pastexam_archive_uploads_total 1`; undefined when absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

/** An exam uploaded, the fake's quota key saved, and a generation queued with it. */
async function queueGeneration(client: ApiClient, as: { token: string }) {
  const body = newCourseUpload('期末考', await examPdf(), {
    course_name: '演算法',
    course_category: 'junior',
    archive_type: 'final',
  });
  const archive = await client.output(routes.archives.uploadArchive, { body }, as);
  // The fake takes the key (the key test is free) and then refuses the generation for quota.
  await client.output(routes.aiExam.putApiKey, { body: { gemini_api_key: QUOTA_KEY } }, as);
  return client.output(routes.aiExam.generate, { body: { archive_ids: [archive.id] } }, as);
}

async function examPdf(): Promise<File> {
  const document = await PDFDocument.create();
  document.addPage().drawText('metrics exam', { x: 50, y: 700, size: 14 });
  return new File([await document.save()], 'exam.pdf', { type: 'application/pdf' });
}

describe('metrics', () => {
  it('are not served without METRICS_TOKEN or METRICS_PORT', async () => {
    const { server } = await start({});
    const answer = await fetch(`${server.url}/api/metrics`);
    expect(answer.status).toBe(404);
  });

  it('need the token on the main port', async () => {
    const { server, scrape: read } = await start({ METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcd', `Basic ${TOKEN}`]) {
      const answer = await fetch(
        `${server.url}/api/metrics`,
        authorization ? { headers: { authorization } } : {},
      );
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ code: 'unauthorized', detail: '需要正確的 METRICS_TOKEN' });
    }
    expect(await read()).toContain('# TYPE pastexam_http_requests_total counter');
  });

  it('count requests by route template and status, with latency, uploads and downloads', async () => {
    const { server, client, as, scrape: read } = await start({ METRICS_TOKEN: TOKEN });
    const body = newCourseUpload('期中考', await examPdf());
    const archive = await client.output(routes.archives.uploadArchive, { body }, as);
    const params = { cid: String(archive.course_id), aid: String(archive.id) };
    expect((await client.raw(routes.archives.archiveDownload, { params }, as)).status).toBe(200);
    expect((await client.raw(routes.archives.archiveFile, { params }, as)).status).toBe(200);
    await client.call(routes.courses.listCourseArchives, { params: { id: '999999' } }, as);
    await fetch(`${server.url}/api/no-such-thing`);

    const text = await read();
    const archivesRoute = 'route="/api/courses/{id}/archives"';
    expect(sample(text, 'pastexam_http_requests_total', `method="GET",${archivesRoute},status="404"`)).toBe(
      1,
    );
    expect(sample(text, 'pastexam_http_requests_total', 'method="GET",route="unknown",status="404"')).toBe(1);
    expect(
      sample(text, 'pastexam_http_request_duration_seconds_count', `method="GET",${archivesRoute}`),
    ).toBe(1);
    expect(text).not.toMatch(/route="\/api\/courses\/999999/);
    expect(sample(text, 'pastexam_archive_uploads_total')).toBe(1);
    expect(sample(text, 'pastexam_archive_upload_bytes_total')).toBeGreaterThan(100);
    expect(sample(text, 'pastexam_archive_downloads_total', 'kind="download"')).toBe(1);
    expect(sample(text, 'pastexam_archive_downloads_total', 'kind="preview"')).toBe(1);
    expect(sample(text, 'pastexam_db_connections', 'state="total"')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('show job run times and Gemini failures by reason', async () => {
    const { client, as, scrape: read } = await start({ METRICS_TOKEN: TOKEN, AI_WORKER_CONCURRENCY: '1' });
    const { task_id } = await queueGeneration(client, as);
    await expect
      .poll(async () => (await client.output(routes.aiExam.getTask, { params: { id: task_id } }, as)).status)
      .toBe('failed');
    const text = await read();
    expect(sample(text, 'pastexam_gemini_failures_total', 'reason="quota_exceeded"')).toBe(1);
    expect(sample(text, 'pastexam_job_duration_seconds_count', 'kind="ai-exam",outcome="failed"')).toBe(1);
  });

  it('show the jobs waiting in the queue by kind', async () => {
    const { client, as, scrape: read } = await start({ METRICS_TOKEN: TOKEN, AI_WORKER_CONCURRENCY: '0' });
    expect(sample(await read(), 'pastexam_jobs', 'kind="ai-exam",status="pending"')).toBeUndefined();
    await queueGeneration(client, as);
    expect(sample(await read(), 'pastexam_jobs', 'kind="ai-exam",status="pending"')).toBe(1);
  });

  it('are served alone on METRICS_PORT, and then not on the main port', async () => {
    const port = await freePort();
    const { server } = await start({ METRICS_PORT: String(port) });
    const text = await scrape(`http://127.0.0.1:${port}/metrics`);
    expect(text).toContain('pastexam_http_requests_total');
    expect((await fetch(`http://127.0.0.1:${port}/api/courses`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/metrics`)).status).toBe(404);
  });

  it('hold every series the sample Grafana dashboard queries', async () => {
    const { scrape: read } = await start({ METRICS_TOKEN: TOKEN });
    const text = await read();
    const dashboard = await readFile(
      join(import.meta.dirname, '..', '..', '..', '..', 'deploy', 'grafana-dashboard.json'),
      'utf8',
    );
    const queried = new Set(dashboard.match(/pastexam_[a-z_]+/g) ?? []);
    expect(queried.size).toBeGreaterThan(5);
    for (const name of queried)
      expect(text, name).toMatch(new RegExp(`^# TYPE ${name.replace(/_(bucket|count|sum)$/, '')} `, 'm'));
  });
});
