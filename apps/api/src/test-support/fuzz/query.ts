import fc from 'fast-check';
import { hostileString } from './hostile.ts';
import type { JsonSchema, Operation, Parameter } from './operations.ts';

/**
 * Query strings as a prober writes them, by what each parameter holds (its schema in the OpenAPI document): a
 * number, a day, a cursor, a choice from a list, or text. Values are written as they go on the wire, so they
 * may be percent-encoded wrongly on purpose.
 */

/** Numbers past every range an integer parameter has, and numbers written in ways no client writes them. */
const NUMBERS = [
  '0',
  '-1',
  '1.5',
  '2147483647',
  '2147483648',
  '9223372036854775808',
  '1e3',
  '1e309',
  '0x10',
  '%201',
  '+1',
  '%EF%BC%91',
  'NaN',
  'Infinity',
  '',
  '9'.repeat(400),
];

/** Days that do not exist, days at the ends of the calendar, and what is not a day at all. */
const DAYS = [
  '2026-13-45',
  '2026-02-30',
  '2025-02-29',
  '0000-00-00',
  '0001-01-01',
  '9999-12-31',
  '99999-01-01',
  '2026-1-1',
  '2026-01-01T00:00:00Z',
  '-2026-01-01',
  '%E6%98%A8%E5%A4%A9',
];

/** Cursors and other digit strings: zero, past every integer column, and half of a compound cursor. */
const CURSORS = [
  '0',
  '-1',
  '9'.repeat(15),
  '9'.repeat(18),
  '9'.repeat(19),
  '9'.repeat(400),
  `${'9'.repeat(15)}_ffffffff-ffff-ffff-ffff-ffffffffffff`,
  '0_00000000-0000-0000-0000-000000000000',
  '1_',
  '_',
];

/** Encodings that do not decode, and text far past any limit: for every parameter, whatever it holds. */
const MALFORMED = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%00',
  '%0A',
  '%E2%80%AE',
  'A'.repeat(20_000),
];

/** A value the parameter accepts, written for a query string, or undefined when none is simple to write. */
function sampleOf(schema: JsonSchema): string | undefined {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') {
    return String(schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1);
  }
  if (schema.format === 'date') return '2026-01-15';
  if (typeof schema.example === 'string') return schema.example;
  if (schema.pattern?.startsWith('^\\d{1,')) return '1';
  if (schema.pattern && !schema.pattern.startsWith('^[^')) return undefined;
  return encodeURIComponent('模糊測試');
}

/** Each parameter's schema with references resolved. */
const schemaOf = (operation: Operation, parameter: Parameter) => operation.resolve(parameter.schema ?? {});

/** A query the operation accepts: its required parameters, and every other one that is simple to write. */
export function validQuery(operation: Operation): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of operation.queryParams) {
    const sample = sampleOf(schemaOf(operation, parameter));
    if (sample !== undefined) query[parameter.name] = sample;
  }
  return query;
}

/** The query string of `query`, `?`-prefixed (empty when there is nothing). */
export function search(query: Record<string, string>, extra = ''): string {
  const pairs = Object.entries(query).map(([name, value]) => `${name}=${value}`);
  if (extra) pairs.push(extra);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** What the parameter is sent in place of a good value: by what it holds, then the malformed encodings. */
function edgesOf(schema: JsonSchema): string[] {
  const typed: string[] = [];
  if (schema.type === 'integer' || schema.type === 'number') typed.push(...NUMBERS);
  else if (schema.format === 'date') typed.push(...DAYS);
  else if (schema.pattern?.includes('\\d')) typed.push(...CURSORS, ...NUMBERS);
  else if (schema.enum) typed.push('', 'x', String(schema.enum[0]).toUpperCase());
  return [...typed, ...MALFORMED];
}

/** One changed query of a probe: what the report calls it and the query string. */
export type HostileQuery = { label: string; search: string };

/** Ranges given backwards or as wide as the calendar: `from`/`to`, `year_from`/`year_to`. */
function ranges(operation: Operation, base: Record<string, string>): HostileQuery[] {
  const names = new Set(operation.queryParams.map((parameter) => parameter.name));
  const pairs: [string, string, [string, string][]][] = [
    [
      'from',
      'to',
      [
        ['2026-12-31', '2026-01-01'],
        ['0001-01-01', '9999-12-31'],
        ['2026-01-15', '2026-01-15'],
      ],
    ],
    [
      'year_from',
      'year_to',
      [
        ['200', '80'],
        ['80', '200'],
      ],
    ],
  ];
  return pairs
    .filter(([low, high]) => names.has(low) && names.has(high))
    .flatMap(([low, high, values]) =>
      values.map(([from, to]) => ({
        label: `range ${low}=${from} ${high}=${to}`,
        search: search({ ...base, [low]: from, [high]: to }),
      })),
    );
}

/**
 * The fixed query probes of an operation: each parameter in turn given each value of its kind (the rest of
 * the query kept valid), given twice, or as an array or an object; and its ranges backwards.
 */
export function fixedQueries(operation: Operation): HostileQuery[] {
  const base = validQuery(operation);
  const probes = ranges(operation, base);
  for (const parameter of operation.queryParams) {
    const { name } = parameter;
    const { [name]: _, ...others } = base;
    for (const value of edgesOf(schemaOf(operation, parameter))) {
      probes.push({
        label: `query ${name}=${value.slice(0, 40)}`,
        search: search({ ...base, [name]: value }),
      });
    }
    const good = base[name] ?? '1';
    probes.push(
      { label: `query ${name} twice`, search: search(others, `${name}=${good}&${name}=${good}`) },
      { label: `query ${name}[]`, search: search(others, `${name}[]=${good}`) },
      { label: `query ${name}[a]`, search: search(others, `${name}[a]=${good}`) },
      { label: `query ${name} without =`, search: search(others, name) },
    );
  }
  return probes;
}

/** Random query probes: one parameter (or one no route has) given a value of its kind or any hostile text. */
export function hostileQueries(operation: Operation): fc.Arbitrary<HostileQuery> {
  const base = validQuery(operation);
  const parameters = [...operation.queryParams, { name: '__proto__', in: 'query' as const }];
  const encode = (text: string) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return '%ED%A0%80';
    }
  };
  return fc.constantFrom(...parameters).chain((parameter) =>
    fc
      .oneof(fc.constantFrom(...edgesOf(schemaOf(operation, parameter))), hostileString.map(encode))
      .map((value) => ({
        label: `query ${parameter.name}=${value.slice(0, 40)}`,
        search: search({ ...base, [parameter.name]: value }),
      })),
  );
}
