import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { renderGenerated } from '../scripts/generate.ts';
import { errorCatalogue, errorCodeSchema } from './errors.ts';

const generatedDir = new URL('../generated/', import.meta.url);

let rendered: Awaited<ReturnType<typeof renderGenerated>>;
// Rendering runs openapi-typescript and the formatter over the whole contract: 2-7 s alone, and past the default
// 30 s when the test command's other packages build and test on the same two cores.
beforeAll(async () => {
  rendered = await renderGenerated();
}, 180_000);

describe('committed generated files', () => {
  test('match what the contract generates now', async () => {
    expect(Object.keys(rendered)).toEqual(['openapi.json', 'openapi-types.ts']);
    for (const [name, content] of Object.entries(rendered)) {
      const committed = await readFile(new URL(name, generatedDir), 'utf8').catch(() => '');
      expect(committed, `generated/${name} is stale: run pnpm --filter @pastexam/api-contract generate`).toBe(
        content,
      );
    }
  });
});

const documentSchema = z.object({
  openapi: z.string(),
  servers: z.array(z.object({ url: z.string() })),
  paths: z.record(
    z.string(),
    z.record(z.string(), z.object({ responses: z.record(z.string(), z.unknown()) })),
  ),
});

describe('the OpenAPI document', () => {
  test('is 3.1 and served under /api', () => {
    const document = documentSchema.parse(JSON.parse(rendered['openapi.json']));
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api' }]);
  });

  test('answers every error status with the one envelope, its codes those of that status', () => {
    const document = documentSchema.parse(JSON.parse(rendered['openapi.json']));
    const envelope = z.object({
      content: z.object({
        'application/json': z.object({
          schema: z.object({
            properties: z.object({
              detail: z.object({ type: z.literal('string') }),
              code: z.object({ enum: z.array(errorCodeSchema) }),
            }),
            required: z.tuple([z.literal('detail'), z.literal('code')]),
          }),
        }),
      }),
    });
    const seen: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue;
          const codes = envelope.parse(response).content['application/json'].schema.properties.code.enum;
          for (const code of codes) {
            expect(errorCatalogue[code].status, `${method} ${path}: ${code}`).toBe(Number(status));
            seen.push(`${method} ${path} ${status} ${code}`);
          }
        }
      }
    }
    expect(seen).toContain('post /auth/login 401 invalid_credentials');
    expect(seen).toContain('delete /users/admin/users/{id} 403 forbidden');
    expect(seen).not.toContain('get /courses 403 forbidden');
  });
});
