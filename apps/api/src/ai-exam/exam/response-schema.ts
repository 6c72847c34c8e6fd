// Gemini's responseSchema for a structured mock exam, derived from the contract's zod schema so the model is
// asked for exactly what the server then validates. Gemini takes an OpenAPI 3.0 subset: upper-case types,
// `nullable`, `propertyOrdering`, and no `$ref` or `additionalProperties` (an unknown field is a 400).
import { modelExamSchema } from '@pastexam/api-contract';
import { z } from 'zod';

/** A node of Gemini's Schema, as its REST API spells it. */
export type GeminiSchema = {
  type: 'STRING' | 'NUMBER' | 'INTEGER' | 'BOOLEAN' | 'ARRAY' | 'OBJECT';
  description?: string;
  nullable?: boolean;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: GeminiSchema;
  properties?: Record<string, GeminiSchema>;
  required?: string[];
  propertyOrdering?: string[];
};

const jsonSchemaNode = z
  .object({
    $ref: z.string().optional(),
    type: z.enum(['string', 'number', 'integer', 'boolean', 'array', 'object']).optional(),
    description: z.string().optional(),
    nullable: z.boolean().optional(),
    enum: z.array(z.string()).optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minItems: z.number().optional(),
    maxItems: z.number().optional(),
    items: z.unknown().optional(),
    properties: z.record(z.string(), z.unknown()).optional(),
    required: z.array(z.string()).optional(),
  })
  .loose();

const types = {
  string: 'STRING',
  number: 'NUMBER',
  integer: 'INTEGER',
  boolean: 'BOOLEAN',
  array: 'ARRAY',
  object: 'OBJECT',
} as const satisfies Record<string, GeminiSchema['type']>;

const kept = [
  'description',
  'nullable',
  'enum',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
] as const;

/** One JSON Schema node (OpenAPI 3.0 flavour, `$ref`s into `definitions`) as Gemini's Schema. */
function convert(raw: unknown, definitions: Record<string, unknown>): GeminiSchema {
  const node = jsonSchemaNode.parse(raw);
  if (node.$ref) {
    const name = node.$ref.replace('#/definitions/', '');
    if (!(name in definitions)) throw new Error(`the exam schema refers to an unknown ${node.$ref}`);
    return convert(definitions[name], definitions);
  }
  if (!node.type) throw new Error('every node of the exam schema needs a type');
  const schema: GeminiSchema = { type: types[node.type] };
  for (const key of kept) if (node[key] !== undefined) Object.assign(schema, { [key]: node[key] });
  if (node.items !== undefined) schema.items = convert(node.items, definitions);
  if (node.properties) {
    schema.properties = Object.fromEntries(
      Object.entries(node.properties).map(([name, child]) => [name, convert(child, definitions)]),
    );
    // Gemini writes properties in this order: title before sections, a question's text before its answer.
    schema.propertyOrdering = Object.keys(node.properties);
    if (node.required) schema.required = node.required;
  }
  return schema;
}

function toGeminiSchema(schema: z.ZodType): GeminiSchema {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' });
  const definitions = z.object({ definitions: z.record(z.string(), z.unknown()).default({}) }).parse(json);
  return convert(json, definitions.definitions);
}

/** What generateContent's `responseSchema` carries for an exam. */
export const examResponseSchema: GeminiSchema = toGeminiSchema(modelExamSchema);
