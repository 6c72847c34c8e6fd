import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ANSWER_KEY_SEPARATOR } from '../../ai-exam/prompt/index.ts';
import { type FakeGemini, startFakeGemini } from './index.ts';

const KEY = 'fake-valid-key-0123456789';
const PDF_A = Buffer.from('%PDF-1.4\nfirst archive\n%%EOF');
const PDF_B = Buffer.from('%PDF-1.4\nsecond archive, a little longer\n%%EOF');
let fake: FakeGemini;

beforeEach(async () => {
  fake = await startFakeGemini({ validKeys: [KEY] });
});
afterEach(() => fake.close());

function call(path: string, init: RequestInit & { key?: string | null } = {}) {
  const { key = KEY, headers, ...rest } = init;
  return fetch(`${fake.baseUrl}${path}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      ...(key === null ? {} : { 'x-goog-api-key': key }),
      ...headers,
    },
  });
}

function generate(parts: unknown[], init: RequestInit & { key?: string | null } = {}) {
  return call('/v1beta/models/gemini-2.5-flash:generateContent', {
    method: 'POST',
    body: JSON.stringify({ contents: [{ role: 'user', parts }], generationConfig: { temperature: 0.5 } }),
    ...init,
  });
}

const answerSchema = z.object({
  candidates: z.array(
    z.object({
      content: z.object({ role: z.string(), parts: z.array(z.object({ text: z.string() })) }),
      finishReason: z.string(),
    }),
  ),
  usageMetadata: z.object({ totalTokenCount: z.number() }),
});
const answer = async (response: Response) => answerSchema.parse(await response.json());

const inline = (pdf: Buffer) => ({
  inlineData: { mimeType: 'application/pdf', data: pdf.toString('base64') },
});

const fileSchema = z.object({ file: z.object({ name: z.string(), uri: z.string(), state: z.string() }) });

async function upload(pdf: Buffer) {
  const start = await call('/upload/v1beta/files', {
    method: 'POST',
    headers: {
      'x-goog-upload-protocol': 'resumable',
      'x-goog-upload-command': 'start',
      'x-goog-upload-header-content-length': String(pdf.length),
      'x-goog-upload-header-content-type': 'application/pdf',
    },
    body: JSON.stringify({ file: { displayName: 'archive.pdf' } }),
  });
  const uploadUrl = start.headers.get('x-goog-upload-url') ?? '';
  expect(uploadUrl).toMatch(/upload_id=/);
  const finish = await fetch(uploadUrl, {
    method: 'POST',
    headers: {
      'x-goog-api-key': KEY,
      'x-goog-upload-command': 'upload, finalize',
      'x-goog-upload-offset': '0',
    },
    body: pdf,
  });
  expect(finish.headers.get('x-goog-upload-status')).toBe('final');
  return fileSchema.parse(await finish.json()).file;
}

describe('fake Gemini', () => {
  test('answers an invalid key and a missing key in the service’s error shape', async () => {
    const invalid = await call('/v1beta/models/gemini-2.5-flash', { key: 'wrong' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      error: {
        code: 400,
        status: 'INVALID_ARGUMENT',
        message: 'API key not valid. Please pass a valid API key.',
        details: [{ reason: 'API_KEY_INVALID' }, {}],
      },
    });
    const missing = await call('/v1beta/models', { key: null });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ error: { code: 403, status: 'PERMISSION_DENIED' } });
    expect(fake.requests.map((request) => request.keyState)).toEqual(['invalid', 'missing']);
  });

  test('writes an exam-shaped text determined by the request', async () => {
    const first = await answer(await generate([inline(PDF_A), inline(PDF_B), { text: '請出題' }]));
    const again = await answer(await generate([inline(PDF_A), inline(PDF_B), { text: '請出題' }]));
    const other = await answer(await generate([inline(PDF_B), { text: '請出題' }]));
    const [candidate] = first.candidates;
    const text = candidate?.content.parts[0]?.text ?? '';
    expect(candidate?.finishReason).toBe('STOP');
    expect(candidate?.content.role).toBe('model');
    expect(first.usageMetadata.totalTokenCount).toBeGreaterThan(0);
    expect(text).toContain(`參考 2 份 PDF 文件，共 ${PDF_A.length + PDF_B.length} 位元組；溫度 0.5`);
    expect(text.split('\n')).toContain(ANSWER_KEY_SEPARATOR);
    expect(text).toMatch(/^四、\(30 分\)/m);
    expect(again.candidates[0]?.content.parts[0]?.text).toBe(text);
    expect(other.candidates[0]?.content.parts[0]?.text).toContain('參考 1 份 PDF 文件');
    expect(fake.requests[0]).toMatchObject({
      documents: 2,
      inlineDocuments: 2,
      text: '請出題',
      temperature: 0.5,
    });
  });

  test('refuses attachments that are not PDFs, and unknown models', async () => {
    const notPdf = await generate([inline(Buffer.from('plain text'))]);
    expect(notPdf.status).toBe(400);
    expect(await notPdf.json()).toMatchObject({ error: { message: 'The document has no pages.' } });
    const model = await call('/v1beta/models/not-a-model:generateContent', {
      method: 'POST',
      body: JSON.stringify({ contents: [{ parts: [{ text: '出題' }] }] }),
    });
    expect(model.status).toBe(404);
    const empty = await generate([]);
    expect(await empty.json()).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT' } });
    const unknown = await call('/v1beta/models/not-a-model');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { status: 'NOT_FOUND' } });
  });

  test('a file is usable once it reports ACTIVE, and gone once deleted', async () => {
    const file = await upload(PDF_A);
    expect(file.state).toBe('PROCESSING');
    const early = await generate([{ fileData: { fileUri: file.uri, mimeType: 'application/pdf' } }]);
    expect(await early.json()).toMatchObject({ error: { code: 400, status: 'FAILED_PRECONDITION' } });

    const polled = await (await call(`/v1beta/${file.name}`)).json();
    expect(polled).toMatchObject({ name: file.name, state: 'ACTIVE', sizeBytes: String(PDF_A.length) });
    const used = await generate([{ fileData: { fileUri: file.uri, mimeType: 'application/pdf' } }]);
    expect(used.status).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({ documents: 1, fileDocuments: 1 });

    expect(fake.uploadedFiles()).toMatchObject([
      { name: file.name, sizeBytes: PDF_A.length, state: 'ACTIVE' },
    ]);
    expect((await call(`/v1beta/${file.name}`, { method: 'DELETE' })).status).toBe(200);
    expect(fake.uploadedFiles()).toEqual([]);
    const afterDelete = await generate([{ fileData: { fileUri: file.uri } }]);
    expect(afterDelete.status).toBe(403);
  });

  test('failure modes hit only the endpoints they name', async () => {
    fake.setBehaviour({ mode: 'quota-exceeded', on: ['generate'] });
    expect((await call('/v1beta/models/gemini-2.5-flash')).status).toBe(200);
    const quota = await generate([inline(PDF_A)]);
    expect(quota.status).toBe(429);
    expect(await quota.json()).toMatchObject({ error: { code: 429, status: 'RESOURCE_EXHAUSTED' } });
    fake.setBehaviour({ mode: 'server-error' });
    expect(await (await call('/v1beta/models/gemini-2.5-flash')).json()).toMatchObject({
      error: { code: 500, status: 'INTERNAL' },
    });
    fake.setBehaviour({ mode: 'normal' });
    expect((await generate([inline(PDF_A)])).status).toBe(200);
  });

  test('a slow answer is dropped when the client hangs up', async () => {
    fake.setBehaviour({ mode: 'slow', delayMs: 60_000 });
    const client = new AbortController();
    const pending = generate([inline(PDF_A)], { signal: client.signal });
    await expect.poll(() => fake.requests).toHaveLength(1);
    client.abort();
    await expect(pending).rejects.toThrow();
    await expect.poll(() => fake.requests[0]).toMatchObject({ aborted: true, status: 0 });
  });

  test('never records a key, even one sent in the query string', async () => {
    const response = await call(`/v1beta/models?key=${KEY}`, { key: null });
    expect(response.status).toBe(200);
    expect(fake.requests[0]).toMatchObject({
      keyState: 'valid',
      keyInUrl: true,
      path: '/v1beta/models?key=REDACTED',
    });
    expect(JSON.stringify(fake.requests)).not.toContain(KEY);
  });
});
