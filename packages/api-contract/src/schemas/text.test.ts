// Text in any request refuses control characters and broken Unicode with a zh-TW message naming the field,
// through the very schemas the server parses with; and every string a route takes goes through that rule.
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { allRoutes, routes } from '../routes/index.ts';
import { newUser, pdfFile, uploadFields } from '../testing/valid-bodies.ts';
import { apiKeyUpdateSchema, GEMINI_API_KEY_SHAPE, generateRequestSchema } from './ai-exam.ts';
import { archiveUpdateSchema, archiveUploadSchema } from './archive.ts';
import { loginFormSchema } from './auth.ts';
import { courseInputSchema } from './course.ts';
import { controlCharacterMessage, malformedTextMessage } from './text.ts';
import { userCreateSchema, userUpdateSchema } from './user.ts';

/** Every message zod reports, or [] when the value is accepted. */
function errors(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const upload = { ...uploadFields, file: pdfFile };

/** A valid body for a schema, and each of its text fields with the label its messages use. */
const fields: [string, z.ZodType, Record<string, unknown>, string, string][] = [
  ['login account', loginFormSchema, { username: 'admin', password: 'secret' }, 'username', '帳號'],
  ['login password', loginFormSchema, { username: 'admin', password: 'secret' }, 'password', '密碼'],
  ['course name', courseInputSchema, { name: '資料結構', category: 'junior' }, 'name', '課程名稱'],
  ['upload professor', archiveUploadSchema, upload, 'professor', '教授名稱'],
  ['upload name', archiveUploadSchema, upload, 'name', '考古題名稱'],
  ['upload new course', archiveUploadSchema, upload, 'course_name', '課程名稱'],
  ['archive edit name', archiveUpdateSchema, { name: '期中' }, 'name', '考古題名稱'],
  ['archive edit professor', archiveUpdateSchema, { professor: '李教授' }, 'professor', '教授名稱'],
  ['new user name', userCreateSchema, newUser, 'name', '名稱'],
  ['new user email', userCreateSchema, newUser, 'email', '電子郵件'],
  ['new user password', userCreateSchema, newUser, 'password', '密碼'],
  ['user edit name', userUpdateSchema, { name: '王大明' }, 'name', '名稱'],
  ['user edit password', userUpdateSchema, { password: '87654321' }, 'password', '密碼'],
  ['API key', apiKeyUpdateSchema, { gemini_api_key: 'AIzaSyD-example' }, 'gemini_api_key', 'API Key'],
  ['AI exam prompt', generateRequestSchema, { archive_ids: [1], prompt: '多出計算題' }, 'prompt', '補充說明'],
];

describe('text fields', () => {
  test.each(fields)(
    '%s refuses NUL, escape, DEL and C1 controls, naming the field',
    (_, schema, valid, key, label) => {
      expect(errors(schema, valid)).toEqual([]);
      for (const control of ['\u0000', '\u001b', '\u007f', '\u0085']) {
        const base = typeof valid[key] === 'string' ? valid[key] : '王';
        expect(errors(schema, { ...valid, [key]: `${base}${control}x` })).toContain(
          controlCharacterMessage(label),
        );
      }
    },
  );

  test.each(fields)(
    '%s refuses a lone surrogate but takes characters outside the BMP',
    (_, schema, valid, key, label) => {
      const base = typeof valid[key] === 'string' ? valid[key] : '王';
      for (const broken of ['\ud800', '\udfff', 'x\udc00\ud800']) {
        expect(errors(schema, { ...valid, [key]: `${base}${broken}` })).toContain(
          malformedTextMessage(label),
        );
      }
      if (key !== 'email' && key !== 'gemini_api_key') {
        expect(errors(schema, { ...valid, [key]: `${base}𠮷` })).toEqual([]);
      }
    },
  );

  test('one-line fields refuse line breaks; the prompt keeps them and tabs', () => {
    expect(errors(courseInputSchema, { name: '資料\n結構', category: 'junior' })).toEqual([
      '課程名稱不可包含控制字元',
    ]);
    expect(errors(loginFormSchema, { username: 'ad\tmin', password: 'x' })).toEqual(['帳號不可包含控制字元']);
    expect(errors(generateRequestSchema, { archive_ids: [1], prompt: '第一行\r\n第二行\n\t縮排' })).toEqual(
      [],
    );
  });

  test('surrounding whitespace is trimmed before the rule, except in passwords', () => {
    expect(courseInputSchema.parse({ name: ' 資料結構\n', category: 'junior' }).name).toBe('資料結構');
    expect(errors(loginFormSchema, { username: 'admin', password: 'secret\n' })).toEqual([
      '密碼不可包含控制字元',
    ]);
  });

  test('the message names the field, spaced as zh-TW spaces Latin words', () => {
    expect(controlCharacterMessage('帳號')).toBe('帳號不可包含控制字元');
    expect(controlCharacterMessage('API Key')).toBe('API Key 不可包含控制字元');
    expect(malformedTextMessage('課程名稱')).toBe('課程名稱不可包含無效的字元');
  });

  test('path and query text is held to the same rule', () => {
    const taskId = routes.aiExam.getTask.params;
    expect(errors(taskId, { id: 'abc' })).toEqual([]);
    expect(errors(taskId, { id: 'a\u0000b' })).toEqual(['任務編號不可包含控制字元']);
    const callback = routes.auth.oauthCallback.query;
    expect(errors(callback, { code: 'abc', state: 'xyz' })).toEqual([]);
    expect(errors(callback, { error_description: 'bad\u0000' })).toEqual(['錯誤說明不可包含控制字元']);
  });
});

type JsonSchema = {
  type?: string | string[];
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Every string a JSON Schema describes, by its path, with the patterns that apply to it. */
function* strings(schema: JsonSchema, path: string): Generator<[string, JsonSchema, string[]]> {
  for (const part of schema.anyOf ?? []) yield* strings(part, path);
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    yield* strings(property, `${path}.${name}`);
  if (schema.items) yield* strings(schema.items, `${path}[]`);
  if (schema.type === 'string') {
    const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)];
    yield [path, schema, patterns.filter((pattern): pattern is string => pattern !== undefined)];
  }
}

describe('every route', () => {
  test('takes no string that may hold a control character, unless it is a choice or a file', () => {
    const unguarded: string[] = [];
    let checked = 0;
    for (const route of allRoutes) {
      const parts = { params: route.params, query: route.query, body: route.body?.schema };
      for (const [part, schema] of Object.entries(parts)) {
        if (!schema) continue;
        // An empty registry: named parts are inlined rather than referenced.
        const json = z.toJSONSchema(schema, {
          io: 'input',
          unrepresentable: 'any',
          metadata: z.registry(),
        }) as JsonSchema;
        for (const [path, string, patterns] of strings(json, `${route.method} ${route.path} ${part}`)) {
          checked += 1;
          if (string.enum || string.const !== undefined || string.format === 'binary') continue;
          if (!patterns.some((pattern) => !new RegExp(pattern).test('a\u0000b'))) unguarded.push(path);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(unguarded).toEqual([]);
  });
});

describe('the shape of a Gemini key', () => {
  test('is printable ASCII without spaces, 10 to 200 characters', () => {
    for (const key of ['AIzaSyD-example-key-0123456789abcdefWXYZ', 'AIza_key.0~9']) {
      expect(GEMINI_API_KEY_SHAPE.test(key)).toBe(true);
    }
    for (const key of [
      'AIza key 0123',
      'AIza金鑰0123456789',
      'AIzaé0123456789',
      'AIza\u00000123456',
      'AIza123',
      'A'.repeat(201),
    ]) {
      expect(GEMINI_API_KEY_SHAPE.test(key), JSON.stringify(key)).toBe(false);
    }
  });
});
