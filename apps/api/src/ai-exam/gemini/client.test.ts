import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { type FakeGemini, startFakeGemini } from '../../testing/fake-gemini/index.ts';
import { ANSWER_KEY_SEPARATOR } from '../prompt/index.ts';
import { createGeminiClient, type GeminiClientOptions } from './client.ts';
import {
  GenerationFailedError,
  GenerationTimeoutError,
  InvalidApiKeyError,
  ProviderUnavailableError,
  QuotaExceededError,
} from './errors.ts';

const KEY = 'AIzaSy-valid-test-key-0123456789abcdef';
const MODEL = 'gemini-2.5-flash';
let fake: FakeGemini;

beforeEach(async () => {
  fake = await startFakeGemini({ validKeys: [KEY] });
});

afterEach(async () => {
  // Whatever a test did, the key travelled only in the header.
  for (const request of fake.requests) {
    expect(request.keyInUrl).toBe(false);
    expect(request.path).not.toContain(KEY);
  }
  await fake.close();
});

function client(overrides: Partial<GeminiClientOptions> = {}) {
  return createGeminiClient({
    apiKey: KEY,
    model: MODEL,
    baseUrl: fake.baseUrl,
    filePollIntervalMs: 5,
    ...overrides,
  });
}

async function pdf(title: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([300, 200]).drawText(title, { x: 20, y: 150, size: 14, font });
  return document.save();
}

async function twoArchives() {
  return [
    { name: '112 學年度期中考', bytes: await pdf('Midterm 2023') },
    { name: '111 學年度期中考', bytes: await pdf('Midterm 2022') },
  ];
}

/** Asks for an exam from the two sample archives, with the prompt and temperature most tests need. */
async function generateFromTwoArchives(overrides: Partial<GeminiClientOptions> = {}, signal?: AbortSignal) {
  const documents = await twoArchives();
  return client(overrides).generateExam({ documents, prompt: '出題', temperature: 0.7, signal });
}

const generateRequests = () => fake.requests.filter((request) => request.endpoint === 'generate');

/** The provider deleted `count` uploaded PDFs and holds none any more. */
function expectUploadsDeleted(count: number) {
  expect(
    fake.requests.filter((request) => request.method === 'DELETE' && request.status === 200),
  ).toHaveLength(count);
  expect(fake.uploadedFiles()).toEqual([]);
}

describe('testKey', () => {
  test('a valid key passes with one model lookup', async () => {
    await expect(client().testKey()).resolves.toBeUndefined();
    expect(fake.requests).toMatchObject([
      { method: 'GET', path: `/v1beta/models/${MODEL}`, keyState: 'valid', status: 200 },
    ]);
  });

  test('an invalid key is an InvalidApiKeyError with a zh-TW message', async () => {
    const error = await client({ apiKey: 'AIzaSy-wrong' })
      .testKey()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidApiKeyError);
    expect(error).toHaveProperty('message', '無效的 API Key');
    expect(fake.requests[0]).toMatchObject({ keyState: 'invalid', status: 400 });
  });

  test('a failing or unreachable provider is ProviderUnavailableError', async () => {
    fake.setBehaviour({ mode: 'server-error' });
    await expect(client().testKey()).rejects.toBeInstanceOf(ProviderUnavailableError);

    const gone = await startFakeGemini({ validKeys: [KEY] });
    await gone.close();
    await expect(client({ baseUrl: gone.baseUrl }).testKey()).rejects.toThrow('Gemini 服務暫時無法使用');
  });

  test('a hanging provider is cut off by the key-test deadline', async () => {
    fake.setBehaviour({ mode: 'slow', delayMs: 60_000 });
    // Long enough for the request to reach the provider on a busy machine, so its abort can be seen there.
    await expect(client({ keyTestTimeoutMs: 1_000 }).testKey()).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    await expect.poll(() => fake.requests[0]?.aborted).toBe(true);
  });

  test('a model the provider does not know is reported by name', async () => {
    await expect(client({ model: 'no-such-model' }).testKey()).rejects.toThrow(
      new GenerationFailedError('找不到 Gemini 模型「no-such-model」，請聯絡系統管理員'),
    );
  });
});

describe('generateExam', () => {
  test('sends the PDFs inline as documents, with the prompt and temperature, and returns the exam', async () => {
    const documents = await twoArchives();
    const exam = await client().generateExam({ documents, prompt: '請出一份模擬試題', temperature: 0.3 });

    const [request] = generateRequests();
    expect(request).toMatchObject({
      documents: 2,
      inlineDocuments: 2,
      fileDocuments: 0,
      temperature: 0.3,
      status: 200,
    });
    expect(request?.text).toContain('文件 1：112 學年度期中考');
    expect(request?.text).toContain('文件 2：111 學年度期中考');
    expect(request?.text).toContain('請出一份模擬試題');
    // The fake states how many PDF bytes it decoded, so this proves the files arrived intact.
    const bytes = documents.reduce((sum, document) => sum + document.bytes.length, 0);
    expect(exam.text).toContain(`參考 2 份 PDF 文件，共 ${bytes} 位元組`);
    expect(exam.text).toContain(ANSWER_KEY_SEPARATOR);
    expect(exam.text).toMatch(/^一、\(20 分\)/m);
    expect(exam.finishReason).toBe('STOP');
    expect(exam.usage?.totalTokens).toBeGreaterThan(0);
    expect(fake.uploadedFiles()).toEqual([]);
  });

  test('uploads large PDFs through the Files API, waits for them, and deletes them afterwards', async () => {
    const documents = await twoArchives();
    const exam = await client({ inlineLimitBytes: 0 }).generateExam({
      documents,
      prompt: '出題',
      temperature: 0.7,
    });

    expect(exam.text).toContain('參考 2 份 PDF 文件');
    expect(generateRequests()[0]).toMatchObject({ documents: 2, inlineDocuments: 0, fileDocuments: 2 });
    expect(
      fake.requests.filter((request) => request.method === 'GET' && request.endpoint === 'file'),
    ).toHaveLength(2);
    expectUploadsDeleted(2);
  });

  test('deletes uploaded PDFs when the generation fails', async () => {
    fake.setBehaviour({ mode: 'server-error' });
    const generation = generateFromTwoArchives({ inlineLimitBytes: 0 });
    await expect(generation).rejects.toBeInstanceOf(ProviderUnavailableError);
    expectUploadsDeleted(2);
  });

  test('an exceeded quota is QuotaExceededError', async () => {
    fake.setBehaviour({ mode: 'quota-exceeded' });
    const generation = generateFromTwoArchives();
    await expect(generation).rejects.toThrow(new QuotaExceededError());
    await expect(generation).rejects.toThrow('已超過 Gemini 使用額度，請稍後再試');
    expect(generateRequests()[0]).toMatchObject({ documents: 2, status: 429 });
  });

  test('server errors and overload are ProviderUnavailableError', async () => {
    const documents = await twoArchives();
    for (const mode of ['server-error', 'overloaded'] as const) {
      fake.setBehaviour({ mode });
      await expect(
        client().generateExam({ documents, prompt: '出題', temperature: 0.7 }),
      ).rejects.toBeInstanceOf(ProviderUnavailableError);
    }
    expect(generateRequests().map((request) => request.status)).toEqual([500, 503]);
  });

  test('an invalid key during generation is InvalidApiKeyError', async () => {
    const generation = generateFromTwoArchives({ apiKey: 'AIzaSy-revoked' });
    await expect(generation).rejects.toBeInstanceOf(InvalidApiKeyError);
  });

  test('an answer slower than the time limit ends with GenerationTimeoutError and the request is dropped', async () => {
    fake.setBehaviour({ mode: 'slow', delayMs: 60_000 });
    const limit = new AbortController();
    const generation = generateFromTwoArchives({}, limit.signal);
    await expect.poll(() => generateRequests()).toHaveLength(1);
    limit.abort();
    await expect(generation).rejects.toThrow(new GenerationTimeoutError());
    await expect.poll(() => generateRequests()[0]?.aborted).toBe(true);
  });

  test('a time limit hit during an upload still deletes the file that upload creates', async () => {
    fake.setBehaviour({ mode: 'slow', delayMs: 100, on: ['upload'] });
    const limit = new AbortController();
    const generation = generateFromTwoArchives(
      { inlineLimitBytes: 0, pendingUploadGraceMs: 20_000 },
      limit.signal,
    );
    await expect.poll(() => fake.requests.some((request) => request.endpoint === 'upload')).toBe(true);
    limit.abort();
    await expect(generation).rejects.toBeInstanceOf(GenerationTimeoutError);
    const finalized = fake.requests.filter(
      (request) => request.path.includes('upload_id') && request.status === 200,
    );
    expect(finalized).toHaveLength(1);
    expectUploadsDeleted(1);
    expect(generateRequests()).toEqual([]);
  });

  test('an already expired time limit sends nothing', async () => {
    const generation = generateFromTwoArchives({}, AbortSignal.abort());
    await expect(generation).rejects.toBeInstanceOf(GenerationTimeoutError);
    expect(fake.requests).toEqual([]);
  });

  test('a refused prompt and an unreadable document are GenerationFailedError', async () => {
    fake.setBehaviour({ mode: 'blocked' });
    await expect(generateFromTwoArchives()).rejects.toThrow(
      new GenerationFailedError('Gemini 拒絕根據這些考古題出題，請換一組考古題再試'),
    );

    fake.setBehaviour({ mode: 'normal' });
    const notPdf = [{ name: '壞檔', bytes: new TextEncoder().encode('not a pdf') }];
    await expect(
      client().generateExam({ documents: notPdf, prompt: '出題', temperature: 0.7 }),
    ).rejects.toThrow(new GenerationFailedError('Gemini 無法處理這些考古題，請換一組考古題再試'));
  });
});
