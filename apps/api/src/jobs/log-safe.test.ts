import { describe, expect, test } from 'vitest';
import { logSafe } from './log-safe.ts';

describe('logSafe', () => {
  test("keeps the driver's error and drops the query parameters a database error carries", () => {
    const driver = new Error('connection terminated unexpectedly');
    const failed = new Error(
      'Failed query: update "ai_exam_tasks" set "result" = $1\nparams: 一、(20 分) secret exam',
      {
        cause: driver,
      },
    );
    const logged = JSON.stringify(logSafe(failed));
    expect(logged).toContain('connection terminated unexpectedly');
    expect(logged).not.toContain('secret exam');
    expect(JSON.stringify(logSafe(new Error('Failed query: select $1\nparams: secret exam')))).not.toContain(
      'secret exam',
    );
    expect(logSafe('thrown text')).toEqual({ type: 'string' });
  });

  test('keeps the reason of any other failure, shortened and without API keys', () => {
    expect(logSafe(new Error('spawn tesseract ENOENT'))).toEqual({
      type: 'Error',
      reason: 'spawn tesseract ENOENT',
    });
    const key = `AIza${'x'.repeat(35)}`;
    const keyed = logSafe(new TypeError(`request with ${key} refused: ${'很長的說明'.repeat(200)}`));
    expect(keyed.type).toBe('TypeError');
    expect(keyed.reason).toMatch(/^request with \[API key\] refused: 很長的說明/);
    expect(keyed.reason).toHaveLength(300);
    expect(JSON.stringify(keyed)).not.toContain(key);
  });
});
