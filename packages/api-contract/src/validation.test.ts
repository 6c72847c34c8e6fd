// product §9.3 validation rules that live in the contract, checked through the schemas the server and the web
// app both parse with: what passes, what is refused, and the zh-TW message a user would read.
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { savedTaskSchema, themePreferenceSchema } from './browser-storage.ts';
import {
  academicYearSchema,
  apiKeyUpdateSchema,
  archiveTypeSchema,
  archiveUpdateSchema,
  archiveUploadSchema,
  asMultiLineText,
  courseInputSchema,
  generateRequestSchema,
  loginFormSchema,
  multiLine,
  passwordChangeSchema,
  userCreateSchema,
  userUpdateSchema,
} from './index.ts';
import { issueFormSchema } from './issue-form.ts';
import { newUser, pdfFile, uploadFields } from './testing/valid-bodies.ts';

/** The first message zod reports, or null when the value is accepted. */
function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

describe('login form', () => {
  test('accepts an account and a password', () => {
    expect(loginFormSchema.parse({ username: ' admin ', password: ' secret ' })).toEqual({
      username: 'admin',
      password: ' secret ',
    });
  });
  test('refuses an empty or blank account', () => {
    expect(firstError(loginFormSchema, { username: '', password: 'x' })).toBe('請輸入帳號');
    expect(firstError(loginFormSchema, { username: '   ', password: 'x' })).toBe('請輸入帳號');
  });
  test('refuses an empty password', () => {
    expect(firstError(loginFormSchema, { username: 'admin', password: '' })).toBe('請輸入密碼');
  });
});

describe('issue report form', () => {
  const valid = { type: 'bug', title: '無法下載', description: '按下載沒有反應' };

  test('needs one of the five types', () => {
    expect(firstError(issueFormSchema, valid)).toBeNull();
    for (const type of ['enhancement', 'performance', 'ui-ux', 'question']) {
      expect(firstError(issueFormSchema, { ...valid, type })).toBeNull();
    }
    expect(firstError(issueFormSchema, { ...valid, type: 'other' })).not.toBeNull();
    expect(
      firstError(issueFormSchema, { title: valid.title, description: valid.description }),
    ).not.toBeNull();
  });
  test('trims title and description and refuses them blank', () => {
    expect(issueFormSchema.parse({ ...valid, title: '  標題  ', description: ' 描述 ' })).toMatchObject({
      title: '標題',
      description: '描述',
    });
    expect(firstError(issueFormSchema, { ...valid, title: '   ' })).toBe('請輸入標題');
    expect(firstError(issueFormSchema, { ...valid, description: '\n \t' })).toBe('請輸入問題描述');
  });
  test('allows a title of 100 characters and a description of 2000, no more', () => {
    expect(firstError(issueFormSchema, { ...valid, title: '題'.repeat(100) })).toBeNull();
    expect(firstError(issueFormSchema, { ...valid, title: '題'.repeat(101) })).toBe('標題最多 100 個字');
    expect(firstError(issueFormSchema, { ...valid, description: '述'.repeat(2000) })).toBeNull();
    expect(firstError(issueFormSchema, { ...valid, description: '述'.repeat(2001) })).toBe(
      '描述最多 2000 個字',
    );
  });
  test('counts the limit after trimming', () => {
    expect(firstError(issueFormSchema, { ...valid, title: ` ${'題'.repeat(100)} ` })).toBeNull();
  });
  test('keeps contact optional and unvalidated', () => {
    expect(issueFormSchema.parse(valid).contact).toBe('');
    expect(issueFormSchema.parse({ ...valid, contact: 'not an email, just text' }).contact).toBe(
      'not an email, just text',
    );
  });
});

describe('AI exam generation', () => {
  test('takes one to three archives', () => {
    expect(firstError(generateRequestSchema, { archive_ids: [] })).toBe('請至少選擇 1 份考古題');
    for (const ids of [[1], [1, 2], [1, 2, 3]]) {
      expect(firstError(generateRequestSchema, { archive_ids: ids })).toBeNull();
    }
    expect(firstError(generateRequestSchema, { archive_ids: [1, 2, 3, 4] })).toBe('最多只能選擇 3 份考古題');
  });
  test('refuses archive ids that are not positive integers, or past what an integer column holds', () => {
    expect(firstError(generateRequestSchema, { archive_ids: [0] })).not.toBeNull();
    expect(firstError(generateRequestSchema, { archive_ids: [1.5] })).not.toBeNull();
    expect(firstError(generateRequestSchema, { archive_ids: [2_147_483_647] })).toBeNull();
    expect(firstError(generateRequestSchema, { archive_ids: [2_147_483_648] })).toBe('編號必須是正整數');
  });
  test('defaults the temperature to 0.7 and the prompt to none', () => {
    expect(generateRequestSchema.parse({ archive_ids: [1] })).toEqual({
      archive_ids: [1],
      prompt: null,
      temperature: 0.7,
    });
  });
  test('keeps the temperature between 0 and 2', () => {
    for (const temperature of [0, 1.3, 2]) {
      expect(generateRequestSchema.parse({ archive_ids: [1], temperature }).temperature).toBe(temperature);
    }
    expect(firstError(generateRequestSchema, { archive_ids: [1], temperature: -0.1 })).toBe(
      '溫度需介於 0 到 2',
    );
    expect(firstError(generateRequestSchema, { archive_ids: [1], temperature: 2.1 })).toBe(
      '溫度需介於 0 到 2',
    );
  });
});

describe('Gemini API key', () => {
  test('is trimmed before it is tested and saved', () => {
    expect(apiKeyUpdateSchema.parse({ gemini_api_key: '  AIza-key  ' })).toEqual({
      gemini_api_key: 'AIza-key',
    });
  });
  test('blank means remove the key: it trims to an empty string', () => {
    expect(apiKeyUpdateSchema.parse({ gemini_api_key: '   ' })).toEqual({ gemini_api_key: '' });
  });
  test('refuses an absurdly long key', () => {
    expect(firstError(apiKeyUpdateSchema, { gemini_api_key: 'k'.repeat(201) })).toBe('API Key 過長');
  });
});

describe('courses', () => {
  test('need a non-blank name of at most 100 characters and a known category', () => {
    expect(courseInputSchema.parse({ name: ' 資料結構 ', category: 'sophomore' })).toEqual({
      name: '資料結構',
      category: 'sophomore',
    });
    expect(firstError(courseInputSchema, { name: '  ', category: 'sophomore' })).toBe('請輸入課程名稱');
    expect(firstError(courseInputSchema, { name: '課'.repeat(100), category: 'general' })).toBeNull();
    expect(firstError(courseInputSchema, { name: '課'.repeat(101), category: 'general' })).toBe(
      '課程名稱最多 100 個字',
    );
    expect(firstError(courseInputSchema, { name: '資料結構', category: 'phd' })).not.toBeNull();
  });
});

describe('archives', () => {
  test('academic year is a whole ROC year from 80 to 200, also when sent as form text', () => {
    expect(academicYearSchema.parse('113')).toBe(113);
    expect(academicYearSchema.parse(80)).toBe(80);
    expect(academicYearSchema.parse(200)).toBe(200);
    expect(firstError(academicYearSchema, 79)).toBe('學年度不可早於 80');
    expect(firstError(academicYearSchema, 201)).toBe('學年度不可晚於 200');
    expect(firstError(academicYearSchema, '112.5')).toBe('學年度必須是整數');
    expect(firstError(academicYearSchema, 'abc')).toBe('學年度必須是數字');
  });
  test('archive type is one of midterm, final, quiz, other', () => {
    for (const type of ['midterm', 'final', 'quiz', 'other']) {
      expect(archiveTypeSchema.parse(type)).toBe(type);
    }
    expect(firstError(archiveTypeSchema, 'exam')).not.toBeNull();
    expect(firstError(archiveTypeSchema, 'Midterm')).not.toBeNull();
  });
  test('an upload reads its multipart text fields and needs a file', () => {
    const fields = { ...uploadFields, professor: ' 王教授 ' };
    expect(archiveUploadSchema.parse({ ...fields, has_answers: 'true', file: pdfFile })).toMatchObject({
      course_id: 3,
      professor: '王教授',
      academic_year: 113,
      has_answers: true,
    });
    expect(archiveUploadSchema.parse({ ...fields, file: pdfFile }).has_answers).toBe(false);
    expect(firstError(archiveUploadSchema, { ...fields, course_id: '2147483648', file: pdfFile })).toBe(
      '編號必須是正整數',
    );
    expect(firstError(archiveUpdateSchema, { course_id: 2_147_483_648 })).toBe('編號必須是正整數');
    expect(firstError(archiveUploadSchema, fields)).toBe('請選擇 PDF 檔案或圖片（擇一）');
  });
  test('text read from a file is made fit for a multi-line field', () => {
    const read = asMultiLineText('第一題\u0000\u0007 a\tb\n\ud800c');
    expect(read).toBe('第一題   a\tb\n\ufffdc');
    expect(multiLine('文字').safeParse(read).success).toBe(true);
  });
  test('an upload is one PDF or photos in order, each with the turn chosen for it', () => {
    const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name);
    const [one, two] = [photo('1.jpg'), photo('2.jpg')];
    const parsed = archiveUploadSchema.parse({ ...uploadFields, images: [one, two], rotations: ['0', '90'] });
    expect(parsed.images).toEqual([one, two]);
    expect(parsed.rotations).toEqual(['0', '90']);
    // A field sent once is a list of one.
    expect(archiveUploadSchema.parse({ ...uploadFields, images: one }).images).toEqual([one]);
    expect(firstError(archiveUploadSchema, { ...uploadFields, images: [one], file: pdfFile })).toBe(
      '請選擇 PDF 檔案或圖片（擇一）',
    );
    expect(firstError(archiveUploadSchema, { ...uploadFields, images: [one, two], rotations: '90' })).toBe(
      '每張圖片需要一個旋轉角度',
    );
    expect(firstError(archiveUploadSchema, { ...uploadFields, images: [one], rotations: '45' })).toBe(
      '旋轉角度只能是 0、90、180 或 270',
    );
  });
});

describe('local accounts', () => {
  test('need a valid email and a password of at least 8 characters', () => {
    expect(userCreateSchema.parse(newUser).is_admin).toBe(false);
    expect(firstError(userCreateSchema, { ...newUser, email: 'not-an-email' })).toBe('電子郵件格式不正確');
    expect(firstError(userCreateSchema, { ...newUser, password: '1234567' })).toBe('密碼至少 8 個字元');
  });
  test('a password change needs the current password and a new one of at least 8 characters', () => {
    const valid = { current_password: 'old', new_password: '12345678' };
    expect(passwordChangeSchema.parse(valid)).toEqual(valid);
    expect(firstError(passwordChangeSchema, { ...valid, current_password: '' })).toBe('請輸入目前的密碼');
    expect(firstError(passwordChangeSchema, { ...valid, new_password: '1234567' })).toBe('密碼至少 8 個字元');
  });
});

describe('browser storage', () => {
  test('theme preference is dark or light only', () => {
    expect(themePreferenceSchema.parse('dark')).toBe('dark');
    expect(themePreferenceSchema.parse('light')).toBe('light');
    expect(themePreferenceSchema.safeParse('auto').success).toBe(false);
    expect(themePreferenceSchema.safeParse(null).success).toBe(false);
  });
  test('a saved AI exam task needs its id, display info and timestamp', () => {
    const task = {
      taskId: 'abc',
      displayInfo: { course_name: '資料結構', professor: '王教授' },
      timestamp: 1,
    };
    expect(savedTaskSchema.parse(task)).toEqual(task);
    expect(savedTaskSchema.safeParse({ ...task, taskId: '' }).success).toBe(false);
    expect(savedTaskSchema.safeParse({ taskId: 'abc', timestamp: 1 }).success).toBe(false);
    expect(savedTaskSchema.safeParse(JSON.parse('"garbage"')).success).toBe(false);
  });
});

describe('edits', () => {
  test('a user or archive edit that leaves every field out is refused, naming why', () => {
    expect(firstError(userUpdateSchema, {})).toBe('沒有要修改的欄位');
    expect(firstError(archiveUpdateSchema, {})).toBe('沒有要修改的欄位');
    expect(firstError(userUpdateSchema, { name: undefined })).toBe('沒有要修改的欄位');
  });
  test('one field is enough, even one that turns a flag off', () => {
    expect(firstError(userUpdateSchema, { is_admin: false })).toBeNull();
    expect(firstError(archiveUpdateSchema, { has_answers: false })).toBeNull();
    expect(firstError(archiveUpdateSchema, { course_id: 3 })).toBeNull();
  });
});
