// The service's check of generationConfig.responseSchema: its Schema message knows a fixed set of fields and
// types, and anything else (a JSON Schema `$ref`, `additionalProperties`, a lower-case type) is a 400.
const FIELDS = new Set([
  'type',
  'format',
  'title',
  'description',
  'nullable',
  'enum',
  'maxItems',
  'minItems',
  'properties',
  'required',
  'minProperties',
  'maxProperties',
  'minLength',
  'maxLength',
  'pattern',
  'example',
  'anyOf',
  'propertyOrdering',
  'default',
  'items',
  'minimum',
  'maximum',
]);
const TYPES = new Set(['STRING', 'NUMBER', 'INTEGER', 'BOOLEAN', 'ARRAY', 'OBJECT', 'NULL']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The service's message for the first field it does not know, or null when the schema is accepted. */
export function responseSchemaProblem(
  schema: unknown,
  at = 'generation_config.response_schema',
): string | null {
  if (!isRecord(schema)) return `Invalid value at '${at}': expected an object.`;
  for (const [field, value] of Object.entries(schema)) {
    if (!FIELDS.has(field))
      return `Invalid JSON payload received. Unknown name "${field}" at '${at}': Cannot find field.`;
    if (field === 'type' && (typeof value !== 'string' || !TYPES.has(value)))
      return `Invalid value at '${at}.type' (type.googleapis.com/google.ai.generativelanguage.v1beta.Type), "${String(value)}"`;
  }
  if (schema.items !== undefined) {
    const problem = responseSchemaProblem(schema.items, `${at}.items`);
    if (problem) return problem;
  }
  if (isRecord(schema.properties)) {
    for (const [index, child] of Object.values(schema.properties).entries()) {
      const problem = responseSchemaProblem(child, `${at}.properties[${index}].value`);
      if (problem) return problem;
    }
  }
  return null;
}
