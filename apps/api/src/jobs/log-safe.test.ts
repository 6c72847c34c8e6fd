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
    expect(logSafe(new TypeError('x is undefined'))).toEqual({ type: 'TypeError' });
    expect(logSafe('thrown text')).toEqual({ type: 'string' });
  });
});
