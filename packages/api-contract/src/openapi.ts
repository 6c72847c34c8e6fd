import { z } from 'zod';
import { type ErrorCode, errorCatalogue } from './errors.ts';
import type { Route, RouteSpec } from './route.ts';
import { allRoutes } from './routes/index.ts';

/**
 * The OpenAPI 3.1 document, built from the contract's route objects with zod's own JSON Schema output. Only
 * the server and the generator import this module, so the browser bundles nothing of it.
 */

type JsonSchema = Record<string, unknown>;
const COMPONENTS = '#/components/schemas/';

/** Collects named schemas (zod `.meta({ id })`) as components, and refuses one id with two shapes. */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};

  /** The JSON Schema of `schema` as sent (`input`) or answered (`output`), with named parts as `$ref`s. */
  add(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const {
      $schema: _,
      $defs,
      ...root
    } = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    for (const [id, definition] of Object.entries($defs ?? {})) {
      const rewritten = rewriteRefs(definition);
      const known = this.schemas[id];
      if (known && JSON.stringify(known) !== JSON.stringify(rewritten)) {
        throw new Error(`schema ${id} differs between requests and responses; give each side its own id`);
      }
      this.schemas[id] = rewritten;
    }
    return rewriteRefs(root);
  }
}

function rewriteRefs<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', `"${COMPONENTS}`)) as T;
}

function parameters(components: Components, route: RouteSpec) {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const shape = components.add(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(shape.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (shape.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return list;
}

function requestBody(components: Components, route: RouteSpec) {
  if (!route.body) return undefined;
  const schema = components.add(route.body.schema, 'input');
  const types = {
    json: ['application/json'],
    form: ['application/x-www-form-urlencoded', 'multipart/form-data'],
    multipart: ['multipart/form-data'],
  }[route.body.encoding];
  return { required: true, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
}

/** Each error status of a route with the codes it may answer there, every one in the one envelope. */
function errorResponses(route: Route) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of route.errorCodes) {
    const { status } = errorCatalogue[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [
        String(status),
        {
          description: codes.map((code) => `${code}: ${errorCatalogue[code].message}`).join('\n'),
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { detail: { type: 'string' }, code: { type: 'string', enum: codes } },
                required: ['detail', 'code'],
              },
            },
          },
        },
      ]),
  );
}

function successResponses(components: Components, route: RouteSpec) {
  return Object.fromEntries(
    Object.entries(route.responses).map(([status, spec]) => {
      if (spec.kind === 'redirect') return [status, { description: spec.description }];
      const content =
        spec.kind === 'json'
          ? { 'application/json': { schema: components.add(spec.schema, 'output') } }
          : { [spec.mediaType]: { schema: { type: 'string', contentMediaType: spec.mediaType } } };
      return [status, { description: spec.description, content }];
    }),
  );
}

/** The OpenAPI 3.1 document of the API, built from the contract alone. */
export function buildOpenApiDocument(routes: readonly Route[] = allRoutes) {
  const components = new Components();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const params = parameters(components, route);
    const body = requestBody(components, route);
    const operations = paths[route.path] ?? {};
    paths[route.path] = operations;
    operations[route.method] = {
      tags: [...route.tags],
      summary: route.summary,
      'x-access': route.access,
      ...(route.access === 'guest' ? {} : { security: [{ bearerAuth: [] }] }),
      ...(params.length > 0 ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: { ...successResponses(components, route), ...errorResponses(route) },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '考古題系統 API',
      version: '1.0.0',
      description:
        'State-changing requests must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header. Errors share one envelope: { detail, code }.',
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: Object.fromEntries(Object.entries(components.schemas).sort(([a], [b]) => (a < b ? -1 : 1))),
    },
    paths,
  };
}
