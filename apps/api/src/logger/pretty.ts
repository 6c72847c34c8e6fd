import type { DestinationStream } from 'pino';
import { z } from 'zod';

/** Where pretty lines go: a terminal, or any stream a test reads. */
export type TextOutput = { write(text: string): unknown };

/** pino's numbers for its levels, as the word a person reads (padded to one width). */
const LEVEL_WORDS: ReadonlyMap<number, string> = new Map([
  [10, 'TRACE'],
  [20, 'DEBUG'],
  [30, 'INFO '],
  [40, 'WARN '],
  [50, 'ERROR'],
  [60, 'FATAL'],
]);

/** ANSI colours of each level's word; the time is dimmed. */
const LEVEL_COLOURS: ReadonlyMap<number, string> = new Map([
  [10, '\u001b[90m'],
  [20, '\u001b[90m'],
  [30, '\u001b[32m'],
  [40, '\u001b[33m'],
  [50, '\u001b[31m'],
  [60, '\u001b[41m'],
]);
const DIM = '\u001b[2m';
const RESET = '\u001b[0m';

/**
 * Fields a machine needs and a person at a terminal does not: pino's process and host, the ids that tie lines
 * together (each a UUID), and the event name the message already says in words.
 */
const HIDDEN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId', 'jobId', 'event']);

/** The part of a pino line this formatter reads; the rest are fields shown as `key=value`. */
const pinoLine = z.looseObject({ level: z.number(), time: z.number(), msg: z.string().optional() });

const clock = (time: number) => {
  const at = new Date(time);
  return [at.getHours(), at.getMinutes(), at.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
};

/** A value as it reads after `key=`: bare when it is one plain word, quoted or as JSON otherwise. */
function fieldValue(value: unknown): string {
  if (typeof value === 'string') return /^[^\s="']+$/.test(value) ? value : JSON.stringify(value);
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** A stack kept apart from its error's other fields, to be written under the line rather than inside it. */
function splitStack(value: unknown): { value: unknown; stack?: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('stack' in value)) {
    return { value };
  }
  const { stack, ...rest } = value;
  return typeof stack === 'string' ? { value: rest, stack } : { value };
}

/**
 * One pino JSON line as a person reads it: `14:03:07 WARN  message key=value …`, with an error's stack indented
 * below. A line that is not pino's is passed on as it is.
 */
export function prettyLine(json: string, colours: boolean): string {
  let parsed: z.infer<typeof pinoLine>;
  try {
    parsed = pinoLine.parse(JSON.parse(json));
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const fields: string[] = [];
  const stacks: string[] = [];
  for (const [key, raw] of Object.entries(parsed)) {
    if (HIDDEN.has(key)) continue;
    const { value, stack } = splitStack(raw);
    fields.push(`${key}=${fieldValue(value)}`);
    if (stack) stacks.push(stack.replace(/^/gm, '    '));
  }
  const word = LEVEL_WORDS.get(parsed.level) ?? String(parsed.level).padEnd(5);
  const time = clock(parsed.time);
  const head = colours
    ? `${DIM}${time}${RESET} ${LEVEL_COLOURS.get(parsed.level) ?? ''}${word}${RESET}`
    : `${time} ${word}`;
  const line = [head, parsed.msg ?? '', ...fields].filter((part) => part !== '').join(' ');
  return `${[line, ...stacks].join('\n')}\n`;
}

/** A pino destination that writes each line to `output` the way prettyLine reads it. */
export function prettyDestination(output: TextOutput, colours: boolean): DestinationStream {
  return {
    write(line: string) {
      output.write(prettyLine(line, colours));
    },
  };
}
