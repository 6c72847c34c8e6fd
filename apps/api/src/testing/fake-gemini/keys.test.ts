import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { type FakeGemini, startFakeGemini } from './index.ts';
import { e2eGeminiKeys, e2eKeyBehaviours } from './keys.ts';

const PDF = Buffer.from('%PDF-1.4\nan archive\n%%EOF');
let fake: FakeGemini | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function modelStatus(baseUrl: string, key: string) {
  return fetch(`${baseUrl}/v1beta/models/gemini-2.5-flash`, { headers: { 'x-goog-api-key': key } }).then(
    (response) => response.status,
  );
}

function generateStatus(baseUrl: string, key: string, signal?: AbortSignal) {
  return fetch(`${baseUrl}/v1beta/models/gemini-2.5-flash:generateContent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-goog-api-key': key },
    body: JSON.stringify({
      contents: [
        {
          parts: [
            { inlineData: { mimeType: 'application/pdf', data: PDF.toString('base64') } },
            { text: '出題' },
          ],
        },
      ],
    }),
    ...(signal ? { signal } : {}),
  }).then((response) => response.status);
}

describe('which keys the fake accepts', () => {
  test("'any' accepts every key shaped like a Gemini key and refuses the rest", async () => {
    fake = await startFakeGemini({ validKeys: 'any' });
    expect(await modelStatus(fake.baseUrl, 'AIzaSyD-anything-at-all-123')).toBe(200);
    expect(await modelStatus(fake.baseUrl, 'not-a-gemini-key-123456')).toBe(400);
    expect(await modelStatus(fake.baseUrl, 'AIza')).toBe(400);
  });

  test('keys with their own behaviour are valid and keep it whatever the server-wide behaviour is', async () => {
    fake = await startFakeGemini({
      validKeys: ['AIzaPlain-key-000000'],
      keyBehaviours: { 'AIzaBroken-key-00000': { mode: 'quota-exceeded', on: ['generate'] } },
    });
    expect(await modelStatus(fake.baseUrl, 'AIzaBroken-key-00000')).toBe(200);
    expect(await generateStatus(fake.baseUrl, 'AIzaBroken-key-00000')).toBe(429);
    expect(await generateStatus(fake.baseUrl, 'AIzaPlain-key-000000')).toBe(200);
    fake.setBehaviour({ mode: 'server-error' });
    expect(await generateStatus(fake.baseUrl, 'AIzaPlain-key-000000')).toBe(500);
    expect(await generateStatus(fake.baseUrl, 'AIzaBroken-key-00000')).toBe(429);
  });

  test('the end-to-end keys: valid generates, fail gets a 500, slow passes the key test but holds the answer', async () => {
    fake = await startFakeGemini({ validKeys: [], keyBehaviours: e2eKeyBehaviours });
    expect(await generateStatus(fake.baseUrl, e2eGeminiKeys.valid)).toBe(200);
    expect(await modelStatus(fake.baseUrl, e2eGeminiKeys.fail)).toBe(200);
    expect(await generateStatus(fake.baseUrl, e2eGeminiKeys.fail)).toBe(500);
    expect(await modelStatus(fake.baseUrl, e2eGeminiKeys.slow)).toBe(200);
    await expect(
      generateStatus(fake.baseUrl, e2eGeminiKeys.slow, AbortSignal.timeout(1000)),
    ).rejects.toThrow();
    expect(await modelStatus(fake.baseUrl, 'AIzaSomebody-else-0000')).toBe(400);
  });
});

describe('main.ts', () => {
  test('serves the end-to-end keys on the port it is given', async () => {
    const entry = fileURLToPath(new URL('./main.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const baseUrl = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          const match = chunk.toString().match(/http:\/\/127\.0\.0\.1:\d+/);
          if (match) resolve(match[0]);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      expect(await generateStatus(baseUrl, e2eGeminiKeys.valid)).toBe(200);
      expect(await modelStatus(baseUrl, 'AIzaSomebody-else-0000')).toBe(400);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
