import { z } from 'zod';

/**
 * The operations of an OpenAPI document, read the way an outside client would read them: method, path,
 * parameters and the request body's media types and schema. The fuzz test knows nothing else about a route,
 * so a route added to the contract is covered without writing anything.
 */

/** The part of JSON Schema the fuzzer reads; anything else in the document is left alone. */
export type JsonSchema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  example?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
const jsonSchema: z.ZodType<JsonSchema> = z.looseObject({}) as z.ZodType<JsonSchema>;

const parameterSchema = z.object({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  schema: jsonSchema.optional(),
});

const operationSchema = z.object({
  parameters: z.array(parameterSchema).optional(),
  requestBody: z
    .object({ content: z.record(z.string(), z.object({ schema: jsonSchema.optional() })) })
    .optional(),
});

const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.object({ schemas: z.record(z.string(), jsonSchema).optional() }).optional(),
});

export type Parameter = z.infer<typeof parameterSchema>;

export type Operation = {
  method: string;
  /** As the document writes it, with `{name}` for each path parameter and without the server's `/api`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The media types the body may be sent as, and its schema with references resolved one level at a time. */
  body: { mediaTypes: string[]; schema: JsonSchema } | null;
  resolve(schema: JsonSchema): JsonSchema;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in its order. */
export function readOperations(raw: unknown): Operation[] {
  const document = documentSchema.parse(raw);
  const components = document.components?.schemas ?? {};
  const resolve = (schema: JsonSchema): JsonSchema => {
    let current = schema;
    for (let depth = 0; current.$ref && depth < 10; depth++) {
      const name = current.$ref.replace(/^#\/components\/schemas\//, '');
      current = components[name] ?? {};
    }
    return current;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      const operation = operationSchema.parse(value);
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const [first] = Object.values(content);
      operations.push({
        method,
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        body: first ? { mediaTypes: Object.keys(content), schema: resolve(first.schema ?? {}) } : null,
        resolve,
      });
    }
  }
  return operations;
}

/** The properties of an object schema, each resolved, and which are required. */
export function propertiesOf(operation: Operation, schema: JsonSchema) {
  const resolved = operation.resolve(schema);
  const properties = Object.entries(resolved.properties ?? {}).map(
    ([name, property]) => [name, operation.resolve(property)] as const,
  );
  return { properties, required: resolved.required ?? [] };
}

/** A value the schema accepts, as plain as possible: the starting point each hostile variant changes. */
export function validSample(operation: Operation, schema: JsonSchema, file: () => Blob): unknown {
  const resolved = operation.resolve(schema);
  const options = resolved.anyOf ?? resolved.oneOf;
  if (options) {
    const chosen = options.map(operation.resolve).find((option) => option.type !== 'null') ?? {};
    return validSample(operation, chosen, file);
  }
  if (resolved.enum) return resolved.enum[0];
  if (resolved.const !== undefined) return resolved.const;
  switch (resolved.type) {
    case 'object':
      return Object.fromEntries(
        propertiesOf(operation, resolved).properties.map(([name, property]) => [
          name,
          validSample(operation, property, file),
        ]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, resolved.minItems ?? 1) }, () =>
        validSample(operation, resolved.items ?? {}, file),
      );
    case 'integer':
    case 'number':
      return resolved.minimum ?? (resolved.exclusiveMinimum ?? 0) + 1;
    case 'boolean':
      return false;
    case 'string':
      if (resolved.format === 'binary') return file();
      if (resolved.format === 'email') return 'fuzz@example.edu';
      if (typeof resolved.example === 'string') return resolved.example;
      return '模糊測試'.padEnd(Math.max(4, resolved.minLength ?? 0), '試');
    default:
      return 'x';
  }
}
