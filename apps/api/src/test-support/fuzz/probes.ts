import fc from 'fast-check';
import {
  hostileSegment,
  hostileString,
  hostileValue,
  invalidUtf8,
  malformedJson,
  wrongContentType,
} from './hostile.ts';
import { type Operation, propertiesOf } from './operations.ts';
import { fixedQueries, hostileQueries, search, validQuery } from './query.ts';

/** One hostile request, ready to send: a label for the report, the path with its query, headers and body. */
export type Probe = {
  label: string;
  path: string;
  contentType?: string | undefined;
  body?: string | Uint8Array | FormData;
};

/** What a probe starts from: path parameters naming real rows and a body the route accepts. */
export type Base = { params: Record<string, string>; body: Record<string, unknown> | undefined };

/** Past the JSON and form limit (1 MB) and past the upload limit the fuzz app is started with. */
export const HUGE_BYTES = 1_100_000;

const show = (value: unknown) => {
  const text = value instanceof Blob ? `<file ${value.size} B>` : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 60)}…(${text.length})` : text;
};

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value instanceof Blob ? '' : (JSON.stringify(value) ?? '');

/** The body as the route's first media type sends it. */
function encode(mediaType: string, body: Record<string, unknown>): Pick<Probe, 'contentType' | 'body'> {
  if (mediaType === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) {
      if (value !== undefined) form.append(name, value instanceof Blob ? value : asText(value));
    }
    return { body: form };
  }
  if (mediaType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(body))
      if (value !== undefined) form.append(name, asText(value));
    return { contentType: mediaType, body: form.toString() };
  }
  return { contentType: 'application/json', body: JSON.stringify(body) };
}

/** A multipart body written by hand, so it can be cut anywhere or carry names no FormData would send. */
function handWrittenMultipart(fields: [string, string][], fileName: string) {
  const boundary = 'fuzz-boundary-7MA4YWxk';
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\r\n`;
  return {
    text: `${parts.join('')}${file}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function fillPath(operation: Operation, params: Record<string, string>) {
  return `/api${operation.path.replaceAll(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1')}`;
}

/**
 * Hostile variants of one operation, each changing one thing of a valid request: a path parameter, one query
 * parameter (query.ts), one field (a wrong type, a huge or control-laden string, a number out of range), a missing or an
 * extra field, the whole body, malformed or truncated bytes, the wrong media type, or an oversized body.
 */
export function probesFor(operation: Operation, base: Base): fc.Arbitrary<Probe> {
  const path = (params: Record<string, string>, search = '') => `${fillPath(operation, params)}${search}`;
  const query = search(validQuery(operation));
  const valid = (label: string): Probe => ({
    label,
    path: path(base.params, query),
    ...(operation.body && base.body ? encode(operation.body.mediaTypes[0] ?? '', base.body) : {}),
  });
  const options: fc.Arbitrary<Probe>[] = [fc.constant(valid('valid'))];

  const pathNames = operation.pathParams.map((parameter) => parameter.name);
  if (pathNames.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...pathNames), hostileSegment).map(([name, segment]) => ({
        ...valid(`path ${name}=${show(segment)}`),
        path: path({ ...base.params, [name]: segment }, query),
      })),
    );
  }
  options.push(
    hostileQueries(operation).map((query) => ({
      ...valid(query.label),
      path: path(base.params, query.search),
    })),
  );

  const body = operation.body;
  if (body && base.body) {
    const mediaType = body.mediaTypes[0] ?? 'application/json';
    const withBody = (label: string, sent: Record<string, unknown>) => ({
      ...valid(label),
      ...encode(mediaType, sent),
    });
    const { properties, required } = propertiesOf(operation, body.schema);
    const names = [...properties.map(([name]) => name), 'unexpected_field', 'is_admin', '__proto__'];
    options.push(
      fc
        .tuple(fc.constantFrom(...names), hostileValue)
        .map(([name, value]) => withBody(`field ${name}=${show(value)}`, { ...base.body, [name]: value })),
      fc
        .constantFrom(...names)
        .chain((name) =>
          hostileString.map((value) =>
            withBody(`text ${name}=${show(value)}`, { ...base.body, [name]: value }),
          ),
        ),
      fc.constant(withBody(`huge ${names[0]}`, { ...base.body, [names[0] ?? 'x']: 'A'.repeat(HUGE_BYTES) })),
      wrongContentType.map((contentType) => ({ ...valid(`content-type ${show(contentType)}`), contentType })),
      fc.constant({ ...valid('invalid UTF-8'), body: invalidUtf8 }),
    );
    if (required.length > 0) {
      options.push(
        fc.constantFrom(...required).map((name) => {
          const { [name]: _, ...rest } = base.body ?? {};
          return withBody(`missing ${name}`, rest);
        }),
      );
    }
    if (mediaType === 'application/json') {
      options.push(
        hostileValue.map((value) => ({
          ...valid(`body ${show(value)}`),
          body: JSON.stringify(value) ?? 'null',
        })),
        malformedJson.map((text) => ({ ...valid(`malformed ${show(text)}`), body: text })),
        fc.nat().map((cut) => {
          const text = JSON.stringify(base.body);
          return { ...valid(`cut at ${cut % text.length}`), body: text.slice(0, cut % text.length) };
        }),
      );
    } else {
      const fields = Object.entries(base.body)
        .filter(([, value]) => !(value instanceof Blob))
        .map(([name, value]) => [name, asText(value)] as [string, string]);
      options.push(
        fc.tuple(fc.nat(), hostileString).map(([cut, fileName]) => {
          const { text, contentType } = handWrittenMultipart(fields, fileName);
          const at = cut % text.length;
          return {
            ...valid(`multipart cut at ${at}, file ${show(fileName)}`),
            contentType,
            body: text.slice(0, at),
          };
        }),
        hostileString.map((name) => {
          const { text, contentType } = handWrittenMultipart([...fields, [name, 'x']], 'exam.pdf');
          return { ...valid(`multipart field named ${show(name)}`), contentType, body: text };
        }),
      );
    }
  }
  return fc.oneof(...options);
}

/**
 * The probes every run sends whatever the seed: NUL in each text field, each path parameter out of range, and
 * each query parameter given every value of its kind (query.ts).
 */
export function fixedProbes(operation: Operation, base: Base): Probe[] {
  const path = (params: Record<string, string>) => fillPath(operation, params);
  const probes: Probe[] = fixedQueries(operation).map((query) => ({
    label: query.label,
    path: `${path(base.params)}${query.search}`,
  }));
  for (const { name } of operation.pathParams) {
    for (const segment of ['2147483648', '99999999999', '%00']) {
      probes.push({ label: `path ${name}=${segment}`, path: path({ ...base.params, [name]: segment }) });
    }
  }
  const body = operation.body;
  if (body && base.body) {
    const mediaType = body.mediaTypes[0] ?? 'application/json';
    for (const [name, property] of propertiesOf(operation, body.schema).properties) {
      const sent = (value: unknown) => ({ ...base.body, [name]: value });
      probes.push({
        label: `field ${name}=NUL`,
        path: path(base.params),
        ...encode(mediaType, sent(`a\u0000b`)),
      });
      if (property.type === 'integer' || property.type === 'array') {
        const big = property.type === 'array' ? [2_147_483_648] : 2_147_483_648;
        probes.push({
          label: `field ${name}=${show(big)}`,
          path: path(base.params),
          ...encode(mediaType, sent(big)),
        });
      }
    }
  }
  return probes;
}
