import { routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { aiApiKeys } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test-support/app.ts';
import { type FakeGemini, startFakeGemini } from '../../testing/index.ts';
import { readApiKey } from './repository.ts';

const VALID_KEY = 'AIzaSyValid-key-for-tests-000WXYZ';
let fake: FakeGemini;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeGemini({ validKeys: [VALID_KEY] });
  t = await createTestApp({ env: { GEMINI_BASE_URL: fake.baseUrl } });
});
afterAll(async () => {
  await t?.close();
  await fake.close();
});

async function signedInUser() {
  const { user, password } = await t.createUser();
  return { user, token: await t.signIn(user, password) };
}
const { getApiKey, putApiKey } = routes.aiExam;
const put = (token: string, gemini_api_key: string) =>
  t.client().call(putApiKey, { body: { gemini_api_key } }, { token });
const status = (token: string) => t.client().output(getApiKey, {}, { token });

describe('/api/ai-exam/api-key', () => {
  test('a new user has no key', async () => {
    const { token } = await signedInUser();
    expect(await status(token)).toEqual({ has_api_key: false, api_key_masked: null });
  });

  test('a valid key is tested, stored encrypted, shown only masked, and removed with an empty string', async () => {
    const { user, token } = await signedInUser();
    const saved = await put(token, `  ${VALID_KEY} `);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      has_api_key: true,
      api_key_masked: '****WXYZ',
    });
    expect(await status(token)).toEqual({ has_api_key: true, api_key_masked: '****WXYZ' });
    expect(fake.requests.at(-1)).toMatchObject({ endpoint: 'model', keyState: 'valid' });

    const [row] = await t.db.select().from(aiApiKeys).where(eq(aiApiKeys.userId, user.id));
    expect(row?.encryptedKey).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(VALID_KEY);
    expect(await readApiKey(t.db, t.env.APP_SECRET, user.id)).toBe(VALID_KEY);

    const removed = await put(token, '');
    expect(removed.body).toEqual({ has_api_key: false, api_key_masked: null });
    expect(await status(token)).toEqual({ has_api_key: false, api_key_masked: null });
    expect(await readApiKey(t.db, t.env.APP_SECRET, user.id)).toBeNull();
  });

  test('an invalid key is refused with 400 and a zh-TW detail, and an existing key stays', async () => {
    const { token } = await signedInUser();
    await put(token, VALID_KEY);
    const refused = await put(token, 'AIzaSyNot-a-key-the-provider-knows');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'invalid_api_key',
      detail: 'API Key 無效，請確認後再試',
    });
    expect(await status(token)).toEqual({ has_api_key: true, api_key_masked: '****WXYZ' });
  });

  test('an unreachable or failing provider gives 502 and nothing is stored', async () => {
    const { token } = await signedInUser();
    fake.setBehaviour({ mode: 'server-error', on: ['model'] });
    try {
      const response = await put(token, VALID_KEY);
      expect(response.status).toBe(502);
      expect(response.body).toMatchObject({
        code: 'provider_unavailable',
        detail: expect.stringMatching(/Gemini/),
      });
    } finally {
      fake.setBehaviour({ mode: 'normal' });
    }
    expect(await status(token)).toEqual({ has_api_key: false, api_key_masked: null });
  });

  test('a key longer than the contract allows is a 400, and signed-out callers get 401', async () => {
    const { token } = await signedInUser();
    expect((await put(token, `AIza${'x'.repeat(300)}`)).status).toBe(400);
    expect((await t.client().call(getApiKey)).status).toBe(401);
    expect((await t.client().call(putApiKey, { body: { gemini_api_key: VALID_KEY } })).status).toBe(401);
  });

  test('a key no Gemini key can be is a 400 before Gemini is asked, never a 502', async () => {
    const { token } = await signedInUser();
    await put(token, VALID_KEY);
    const asked = fake.requests.length;
    for (const key of ['AIza金鑰-0123456789', 'AIzaé-0123456789', 'AIza key 0123456789', 'AIza123']) {
      const refused = await put(token, key);
      expect(refused, key).toEqual({
        ok: false,
        status: 400,
        body: {
          code: 'invalid_api_key',
          detail: 'API Key 格式不正確：只能包含英文字母、數字與符號，不可有空白，長度為 10 到 200 個字元',
        },
      });
    }
    for (const key of ['AIza\u0000-0123456789', 'AIza\u0007-0123456789', 'AIza\u0085-0123456789']) {
      const refused = await put(token, key);
      expect(refused, JSON.stringify(key)).toEqual({
        ok: false,
        status: 400,
        body: { code: 'invalid_input', detail: 'API Key 不可包含控制字元' },
      });
    }
    expect(fake.requests.length).toBe(asked);
    expect(await status(token)).toEqual({ has_api_key: true, api_key_masked: '****WXYZ' });
  });

  test('neither a saved nor a refused key ever reaches the log', async () => {
    const { token } = await signedInUser();
    const refusedKey = 'AIzaSyRefused-key-must-not-be-logged';
    await put(token, VALID_KEY);
    await put(token, refusedKey);
    expect(t.logs.text()).toContain('ai_api_key_saved');
    expect(t.logs.text()).not.toContain(VALID_KEY);
    expect(t.logs.text()).not.toContain(refusedKey);
  });
});
