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
        env: { APP_SECRET: 'app-secret-value', SMTP_URL: 'smtp://mailer:smtp-password@mail.example.edu' },
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
      'smtp-password',
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

/** An output that says it is a terminal, as process.stdout does on one. */
function terminal(colours = false) {
  const logs = captureLogs();
  return { logs, output: Object.assign(logs.stream, { isTTY: true, hasColors: () => colours }) };
}

describe('the log format', () => {
  it('is short lines for a person on a terminal: time, level word, message, the fields that matter', () => {
    const { logs, output } = terminal();
    const logger = createLogger({ LOG_LEVEL: 'info' }, output);
    logger.info({ courses: 22, archives: 70, event: 'demo_seeded' }, 'demo content seeded');
    logger.child({ reqId: 'a1b2' }).warn({ path: '/api/x', status: 503, note: 'two words' }, 'request');
    expect(logs.text().split('\n')).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}demo content seeded courses=22 archives=70$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d WARN {2}request path=\/api\/x status=503 note="two words"$/),
      '',
    ]);
  });

  it('writes an error’s stack under its line, and still redacts secrets', () => {
    const { logs, output } = terminal();
    const logger = createLogger({ LOG_LEVEL: 'info' }, output);
    logger.error({ err: new Error('disk full'), password: 'pw-in-a-line' }, 'upload failed');
    const [line, stackTop] = logs.text().split('\n');
    expect(line).toMatch(/ERROR upload failed err=\{.*"message":"disk full".*\} password=\[redacted\]$/);
    expect(stackTop).toBe('    Error: disk full');
    expect(logs.text()).not.toContain('pw-in-a-line');
  });

  it('colours the level word only where the terminal shows colours', () => {
    const coloured = terminal(true);
    createLogger({ LOG_LEVEL: 'info' }, coloured.output).warn('careful');
    expect(coloured.logs.text()).toContain('\u001b[33mWARN ');
    const plain = terminal(false);
    createLogger({ LOG_LEVEL: 'info' }, plain.output).warn('careful');
    expect(plain.logs.text()).not.toContain('\u001b[');
  });

  it('is pino’s JSON lines where the output is not a terminal, or when LOG_FORMAT=json asks for them', () => {
    const piped = captureLogs();
    createLogger({ LOG_LEVEL: 'info' }, piped.stream).info({ courses: 22 }, 'demo content seeded');
    const onTerminal = terminal();
    createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, onTerminal.output).info('asked for json');
    for (const text of [piped.text(), onTerminal.logs.text()]) {
      expect(JSON.parse(text.trim())).toMatchObject({ level: 30 });
    }
    expect(JSON.parse(piped.text())).toMatchObject({ msg: 'demo content seeded', courses: 22 });
  });

  it('is short lines off a terminal when LOG_FORMAT=pretty asks for them', () => {
    const piped = captureLogs();
    createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' }, piped.stream).info('for a person');
    expect(piped.text()).toMatch(/^\d\d:\d\d:\d\d INFO {2}for a person\n$/);
  });
});
