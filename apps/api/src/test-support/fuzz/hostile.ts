import fc from 'fast-check';

/**
 * Hostile values, as a prober sends them: text no person types (NUL and other control characters, lone
 * surrogates, bidi overrides), text far past any limit, markup and SQL, numbers past every column's range,
 * and values of the wrong type altogether.
 */

const char = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((c) => String.fromCharCode(c));

/** C0, DEL and C1 control characters; NUL is the one a PostgreSQL text column cannot hold. */
export const controlCharacter = fc.oneof(
  fc.constant('\u0000'),
  char(0x01, 0x1f),
  fc.constant('\u007f'),
  char(0x80, 0x9f),
);

/** Half of a UTF-16 surrogate pair, alone: not valid Unicode, and not encodable as UTF-8. */
export const loneSurrogate = char(0xd800, 0xdfff);

const around = (middle: fc.Arbitrary<string>) =>
  fc.tuple(fc.string({ maxLength: 6 }), middle, fc.string({ maxLength: 6 })).map((parts) => parts.join(''));

/** Text that is only odd, not wrong: it must be stored and shown as it is (or refused for its length). */
const oddText = fc.constantFrom(
  '',
  ' ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '%00',
  '\ufeff',
  '\u202eevil',
  '𠮷'.repeat(60),
  '{{7*7}}#{7*7}',
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  around(controlCharacter),
  around(loneSurrogate),
  oddText,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.constantFrom(5_000, 70_000).map((length) => 'A'.repeat(length)),
);

/** Numbers a field or an id may be sent: zero, negatives, fractions, and past 32- and 53-bit integers. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1.5,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    2 ** 53 + 2,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Anything JSON can carry, of any type, small enough to send. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, {}, [], [null], { $gt: '' }, ['x', 1]) },
  { weight: 1, arbitrary: fc.array(hostileNumber, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Path segments as they arrive on the wire (already percent-encoded where they are encoded at all). */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '01',
    '+1',
    '1.5',
    '1e3',
    '0x10',
    '2147483648',
    '99999999999',
    '9'.repeat(400),
    '%00',
    '%',
    '%zz',
    '%ED%A0%80',
    '%C0%AF',
    '%2e%2e',
    '..',
    '1%2F2',
    '%20',
    'null',
    'undefined',
    encodeURIComponent('١٢'),
    'a'.repeat(8_000),
  ),
  hostileString.map((text) => {
    try {
      return encodeURIComponent(text);
    } catch {
      // A lone surrogate has no UTF-8 form: send the bytes a broken client would, CESU-8 style.
      return '%ED%A0%80';
    }
  }),
);

/** Bodies that are not valid JSON, or JSON of a shape no route takes. */
export const malformedJson = fc.constantFrom(
  '',
  '{',
  '{"a":',
  'nul',
  '{"a": 1,}',
  "{'a': 1}",
  '[',
  '"\\ud800"',
  '{"a": "\\u0000"}',
  '{"a": "\\udfff\\ud800"}',
  '{"__proto__": {"is_admin": true}}',
  '{"constructor": {"prototype": {"is_admin": true}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a": ${'1'.repeat(400)}}`,
  '\ufeff{}',
);

/** Media types a body is mislabelled with. */
export const wrongContentType = fc.constantFrom(
  undefined,
  'text/plain',
  'application/xml',
  'application/json',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=x',
  'application/vnd.evil+json',
  '*/*',
  'text/html; charset=\u00ff',
);

/** Bytes that are not UTF-8 at all. */
export const invalidUtf8 = new Uint8Array([
  0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d,
]);
