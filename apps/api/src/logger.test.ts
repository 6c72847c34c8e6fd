import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { captureLogs } from './test-support/app.ts';

describe('createLogger', () => {
  it('redacts secrets wherever a caller puts them', () => {
    const logs = captureLogs();
    const logger = createLogger({ LOG_LEVEL: 'info' }, logs.stream);
    logger.info(
      {
        password: 'pw-top-level',
        user: { name: 'visible-name', password: 'pw-nested' },
        req: { headers: { authorization: 'Bearer tok-header', cookie: 'XSRF-TOKEN=cookie-value' } },
        access_token: 'tok-body',
        env: { APP_SECRET: 'app-secret-value' },
      },
      'something happened',
    );
    const text = logs.text();
    expect(text).toContain('visible-name');
    expect(text).toContain('[redacted]');
    for (const secret of [
      'pw-top-level',
      'pw-nested',
      'tok-header',
      'cookie-value',
      'tok-body',
      'app-secret-value',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('honours LOG_LEVEL', () => {
    const logs = captureLogs();
    const logger = createLogger({ LOG_LEVEL: 'warn' }, logs.stream);
    logger.info('quiet');
    logger.warn('loud');
    expect(logs.text()).not.toContain('quiet');
    expect(logs.text()).toContain('loud');
  });
});
